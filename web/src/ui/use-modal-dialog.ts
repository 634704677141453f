import { useEffect, useRef } from 'react';

/**
 * A native modal dialog opened by a button: the page behind is inert, so focus stays inside; the safe choice
 * (`cancel`) is focused first, and focus returns to the opening button however the dialog closes (Escape too).
 */
export const useModalDialog = () => {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const giveBack = () => opener.current?.focus();
    element.addEventListener('close', giveBack);
    return () => element.removeEventListener('close', giveBack);
  }, []);
  return {
    dialog,
    opener,
    cancel,
    open: () => {
      dialog.current?.showModal();
      cancel.current?.focus();
    },
    close: () => dialog.current?.close(),
  };
};
