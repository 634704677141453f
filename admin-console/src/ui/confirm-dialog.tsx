import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly title: string;
  readonly body: string;
  readonly confirmLabel: string;
  readonly danger?: boolean;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * A modal confirmation (native dialog: focus kept inside, Escape cancels). The safe choice, Cancel, has the focus
 * first; when the dialog goes (cancelled or done), the focus returns to the element that opened it. The page
 * unmounts the dialog rather than closing it, so the browser's own return of focus never happens: it is done here.
 */
export const ConfirmDialog = ({ title, body, confirmLabel, danger = false, busy, onConfirm, onCancel }: Props) => {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal?.();
    cancel.current?.focus();
    return () => {
      element?.close?.();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} aria-describedby={bodyId} onCancel={(event) => { event.preventDefault(); onCancel(); }}>
      <h2 id={titleId}>{title}</h2>
      <p id={bodyId}>{body}</p>
      <div className="form-actions">
        <button type="button" className={danger ? 'button button--danger' : 'button'} onClick={onConfirm} disabled={busy} aria-busy={busy}>{confirmLabel}</button>
        <button ref={cancel} type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>{t('common.cancel')}</button>
      </div>
    </dialog>
  );
};
