import { useState } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';

interface Props {
  /** Prefix of the dialog's title and text ids, unique on the page. */
  id: string;
  /** The opening button's text. */
  label: string;
  title: string;
  text: string;
  /** The safe choice, focused first. */
  keepLabel: string;
  confirmLabel: string;
  disabled?: boolean;
  /** The action; the dialog closes once it has settled, however it ended. */
  onConfirm: () => Promise<void>;
}

/**
 * A button whose action is confirmed first in a native modal dialog: the page behind is inert, so focus stays inside;
 * the safe choice is focused first, and focus returns to the button on close (Clear cart, Delete template, Cancel order).
 */
export const ConfirmButton = ({ id, label, title, text, keepLabel, confirmLabel, disabled, onConfirm }: Props) => {
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
      <button ref={opener} type="button" className="button button--secondary" onClick={open} disabled={disabled}>{label}</button>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-text`}>{text}</p>
        <div className="confirm-dialog__actions">
          <button ref={cancel} type="button" className="button button--secondary" onClick={close} disabled={working}>{keepLabel}</button>
          <button type="button" className="button" onClick={() => void confirm()} disabled={working}>{confirmLabel}</button>
        </div>
      </dialog>
    </>
  );
};
