import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  productCode: string;
  /** The note as saved (the cart-line machine's). */
  saved: string;
  busy: boolean;
  onSave: (note: string) => void;
}

/** The api's limit on a line's note. */
const LINE_NOTE_MAX_LENGTH = 250;

/** A line's note (spec §2.5, up to 250 characters: the api's limit, said under the box), saved with its own button. */
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
    <div className={saved.trim() ? 'line-note' : 'line-note line-note--empty'}>
      <label htmlFor={id}>{t('cartTools.lineNote', { productCode })}</label>
      <textarea ref={box} id={id} name="lineNote" value={note} maxLength={LINE_NOTE_MAX_LENGTH} rows={2} aria-describedby={`${id}-hint`} onChange={(event) => setNote(event.target.value)} readOnly={busy} />
      {/* The box stops at the limit without a word (a pasted note was cut): the limit is said before, as for the delivery instructions. */}
      <p id={`${id}-hint`} className="field__hint">{t('checkout.promptLengthHint', { max: LINE_NOTE_MAX_LENGTH })}</p>
      {note !== saved && (
        <button type="button" className="link-button" onClick={save} aria-disabled={busy || undefined}>{t('cartTools.saveNote', { productCode })}</button>
      )}
    </div>
  );
};
