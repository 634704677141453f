import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';

interface Props {
  onConfirm: () => Promise<void>;
  disabled?: boolean;
}

/**
 * 'Clear cart' with a confirmation (spec §2.5) in a native modal dialog: the page behind is inert, so
 * focus stays inside; Cancel is focused first (the safe choice) and focus returns to the button on close.
 */
export const ClearCartButton = ({ onConfirm, disabled }: Props) => {
  const { t } = useTranslation();
  const { dialog, opener, cancel, open, close } = useModalDialog();
  const [working, setWorking] = useState(false);
  const confirm = async () => {
    setWorking(true);
    try {
      await onConfirm();
    } finally {
      setWorking(false);
      close();
    }
  };
  return (
    <>
      <button ref={opener} type="button" className="button button--secondary" onClick={open} disabled={disabled}>{t('cartTools.clearCart')}</button>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby="clear-cart-title" aria-describedby="clear-cart-text">
        <h2 id="clear-cart-title">{t('cartTools.clearCartTitle')}</h2>
        <p id="clear-cart-text">{t('cartTools.clearCartText')}</p>
        <div className="confirm-dialog__actions">
          <button ref={cancel} type="button" className="button button--secondary" onClick={close} disabled={working}>{t('common.cancel')}</button>
          <button type="button" className="button" onClick={() => void confirm()} disabled={working}>{t('cartTools.clearCartConfirm')}</button>
        </div>
      </dialog>
    </>
  );
};
