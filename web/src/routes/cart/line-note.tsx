import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  productCode: string;
  /** The note as saved (the cart-line machine's). */
  saved: string;
  busy: boolean;
  onSave: (note: string) => void;
}

/** A line's note (spec §2.5, up to 250 characters: the api's limit), saved with its own button. */
export const LineNote = ({ productCode, saved, busy, onSave }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState(saved);
  // A newly saved note (this buyer's or the refreshed cart's) becomes the text in the box.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setNote(saved);
  }
  // The Save button goes once the note is saved: the keyboard goes back to the note rather than to the page body.
  const box = useRef<HTMLTextAreaElement>(null);
  const saving = useRef(false);
  useEffect(() => {
    if (busy || !saving.current) return;
    saving.current = false;
    if (document.activeElement === document.body) box.current?.focus();
  }, [busy, saved]);
  const save = () => {
    if (busy) return;
    saving.current = true;
    onSave(note);
  };
  return (
    <div className="line-note">
      <label htmlFor={id}>{t('cartTools.lineNote', { productCode })}</label>
      <textarea ref={box} id={id} name="lineNote" value={note} maxLength={250} rows={2} onChange={(event) => setNote(event.target.value)} readOnly={busy} />
      {note !== saved && (
        <button type="button" className="link-button" onClick={save} aria-disabled={busy || undefined}>{t('cartTools.saveNote', { productCode })}</button>
      )}
    </div>
  );
};
