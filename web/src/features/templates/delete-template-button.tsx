import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client/index.ts';
import { useToasts } from '../toasts/index.ts';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import { deleteTemplate } from './templates-api.ts';

/** Delete a template after a confirmation (Cancel first, the safe choice); `onDeleted` refreshes the list. */
export const DeleteTemplateButton = ({ templateId, name, onDeleted }: { templateId: string; name: string; onDeleted: () => void }) => {
  const { t } = useTranslation();
  const toasts = useToasts();
  const remove = async () => {
    try {
      toasts.messages((await deleteTemplate(templateId)).Messages);
      onDeleted();
    } catch (error) {
      toasts.messages(error instanceof ApiError ? error.messages : []);
    }
  };
  return (
    <ConfirmButton
      id={`delete-${templateId}`}
      label={t('templates.deleteAction', { name })}
      title={t('templates.deleteTitle', { name })}
      text={t('templates.deleteText')}
      keepLabel={t('common.cancel')}
      confirmLabel={t('templates.deleteConfirm')}
      onConfirm={remove}
    />
  );
};
