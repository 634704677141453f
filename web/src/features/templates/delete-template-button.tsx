import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client/index.ts';
import { useToasts } from '../toasts/index.ts';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import { deleteTemplate } from './templates-api.ts';

/** Delete a template after a confirmation (Cancel first, the safe choice); `onDeleted` refreshes the list. */
export const DeleteTemplateButton = ({ templateId, name, onDeleted }: { templateId: string; name: string; onDeleted: () => void }) => {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { dialog, opener, cancel, open, close } = useModalDialog();
  const [working, setWorking] = useState(false);
  const confirm = async () => {
    setWorking(true);
    try {
      toasts.messages((await deleteTemplate(templateId)).Messages);
      close();
      onDeleted();
    } catch (error) {
      toasts.messages(error instanceof ApiError ? error.messages : []);
      close();
    } finally {
      setWorking(false);
    }
  };
  return (
    <>
      <button ref={opener} type="button" className="button button--secondary" onClick={open}>{t('templates.deleteAction', { name })}</button>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby={`delete-${templateId}-title`} aria-describedby={`delete-${templateId}-text`}>
        <h2 id={`delete-${templateId}-title`}>{t('templates.deleteTitle', { name })}</h2>
        <p id={`delete-${templateId}-text`}>{t('templates.deleteText')}</p>
        <div className="confirm-dialog__actions">
          <button ref={cancel} type="button" className="button button--secondary" onClick={close} disabled={working}>{t('common.cancel')}</button>
          <button type="button" className="button" onClick={() => void confirm()} disabled={working}>{t('templates.deleteConfirm')}</button>
        </div>
      </dialog>
    </>
  );
};
