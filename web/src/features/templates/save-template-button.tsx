import { useTranslation } from 'react-i18next';
import { saveTemplate } from './templates-api.ts';
import { TemplateNameButton } from './template-name-button.tsx';

/** Spec §2.5 'Save As Template': the cart (its OrderId) or a submitted order becomes one of the buyer's order templates. */
export const SaveTemplateButton = ({ orderId, text }: { orderId: number; text: string }) => {
  const { t } = useTranslation();
  return (
    <TemplateNameButton
      label={t('cartTools.saveAsTemplate')}
      title={t('templates.saveTitle')}
      text={text}
      submitLabel={t('templates.save')}
      onSubmit={async (name) => (await saveTemplate(orderId, name)).Messages}
    />
  );
};
