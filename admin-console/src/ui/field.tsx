import type { ReactNode } from 'react';

/** A labelled form field; its error, when there is one, below it with the id `<id>-error` the control names. */
export const Field = ({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error: string | undefined; children: ReactNode }) => (
  <div className="field">
    <label htmlFor={id}>{label}</label>
    {hint && <p className="field-hint" id={`${id}-hint`}>{hint}</p>}
    {children}
    {error && <p className="field-error" id={`${id}-error`}>{error}</p>}
  </div>
);

/** The attributes that tie a control to its hint and error. */
export const describedBy = (id: string, error: string | undefined, hint = false) => {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { ...(error ? { 'aria-invalid': true as const } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
};
