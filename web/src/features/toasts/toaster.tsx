import type { Toast } from '@comptoir/machines';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazySnapshot } from '../../actors/index.ts';
import { useToastsActor } from './toasts-provider.tsx';
import './toaster.css';

const textOf = (toast: Toast, t: (key: string, params?: Record<string, unknown>) => string) => ('text' in toast.content ? toast.content.text : t(toast.content.key, toast.content.params));

/**
 * The toasts on screen. Danger toasts are alerts (announced at once); the others are polite status
 * messages. The live regions stay mounted so screen readers hear what is added to them. Escape dismisses the newest.
 */
export const Toaster = () => {
  const actor = useToastsActor();
  const toasts = useLazySnapshot(actor)?.context.toasts ?? [];
  const { t, i18n } = useTranslation();
  // A toast can cover the control the keyboard is on (WCAG 2.4.11): Escape takes the newest away, the focus staying put.
  const newest = toasts.at(-1)?.id;
  useEffect(() => {
    if (newest === undefined) return undefined;
    const dismiss = (event: KeyboardEvent) => event.key === 'Escape' && actor.send({ type: 'toast.closed', id: newest });
    document.addEventListener('keydown', dismiss);
    return () => document.removeEventListener('keydown', dismiss);
  }, [actor, newest]);
  const list = (urgent: boolean) =>
    toasts
      .filter((toast) => (toast.type === 'danger') === urgent)
      .map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.type}`}>
          <span className="toast__label">{t(toast.title)}</span>
          {/* A server's text said before a language switch stays in its language, marked so that it is read in it (WCAG 3.1.2). */}
          <span className="toast__text" lang={'lang' in toast.content && toast.content.lang !== i18n.language ? toast.content.lang : undefined}>{textOf(toast, t as never)}</span>
          <button type="button" className="toast__close" aria-label={t('toast.dismiss')} onClick={() => actor.send({ type: 'toast.closed', id: toast.id })}>
            ×
          </button>
        </div>
      ));
  return (
    <div className="toaster">
      <div role="alert" className="toaster__list">{list(true)}</div>
      <div role="status" className="toaster__list">{list(false)}</div>
    </div>
  );
};
