import { templateNameProblem, TEMPLATE_NAME_MAX_LENGTH, type Messages } from '@comptoir/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client/index.ts';
import { useToasts } from '../toasts/index.ts';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import './templates.css';

interface Props {
  /** The opening button's text (its accessible name). */
  label: string;
  title: string;
  text?: string;
  submitLabel: string;
  initialName?: string;
  /** Sends the name; its messages become toasts. A refusal (ApiError) is shown beside the field and the dialog stays open. */
  onSubmit: (name: string) => Promise<Messages>;
  buttonClassName?: string;
}

/**
 * A button opening a modal dialog that asks for a template's name (save as template, rename). The rule is
 * core's, checked before sending; the api's refusal (a name already used) is shown beside the field, in the
 * buyer's language. Focus starts in the field and returns to the button when the dialog closes.
 */
export const TemplateNameButton = ({ label, title, text, submitLabel, initialName = '', onSubmit, buttonClassName = 'button button--secondary' }: Props) => {
  const { t } = useTranslation();
  const toasts = useToasts();
  const id = useId();
  const { dialog, opener, close } = useModalDialog();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const open = () => {
    setName(initialName);
    setError(null);
    dialog.current?.showModal();
    input.current?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = templateNameProblem(name);
    if (problem) {
      setError(t(problem, { max: TEMPLATE_NAME_MAX_LENGTH }));
      input.current?.focus();
      return;
    }
    setWorking(true);
    try {
      const messages = await onSubmit(name.trim());
      close();
      toasts.messages(messages);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.generic'));
      input.current?.focus();
    } finally {
      setWorking(false);
    }
  };
  const errorId = `${id}-error`;
  return (
    <>
      <button ref={opener} type="button" className={buttonClassName} onClick={open}>{label}</button>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby={`${id}-title`}>
        <form className="template-name-form" onSubmit={(event) => void submit(event)} noValidate>
          <h2 id={`${id}-title`}>{title}</h2>
          {text && <p>{text}</p>}
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('templates.name')}</label>
            <input
              ref={input}
              id={`${id}-name`}
              name="name"
              value={name}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={[`${id}-hint`, error && errorId].filter(Boolean).join(' ')}
              required
            />
            <p className="field__hint" id={`${id}-hint`}>{t('templates.nameHint')}</p>
            {error && <p className="field__error" id={errorId}>{error}</p>}
          </div>
          <div className="confirm-dialog__actions">
            <button type="button" className="button button--secondary" onClick={close} disabled={working}>{t('common.cancel')}</button>
            <button type="submit" className="button" disabled={working}>{submitLabel}</button>
          </div>
        </form>
      </dialog>
    </>
  );
};
