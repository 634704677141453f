import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../ui/confirm-button.tsx';

interface Props {
  onConfirm: () => Promise<void>;
  disabled?: boolean;
}

/** 'Clear cart' with a confirmation (spec §2.5); Cancel is the safe choice. */
export const ClearCartButton = ({ onConfirm, disabled }: Props) => {
  const { t } = useTranslation();
  return (
    <ConfirmButton
      id="clear-cart"
      label={t('cartTools.clearCart')}
      title={t('cartTools.clearCartTitle')}
      text={t('cartTools.clearCartText')}
      keepLabel={t('common.cancel')}
      confirmLabel={t('cartTools.clearCartConfirm')}
      disabled={disabled}
      onConfirm={onConfirm}
    />
  );
};
