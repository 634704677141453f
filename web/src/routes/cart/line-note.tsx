import type { NoteOutcome } from '@comptoir/machines';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  productCode: string;
  /** The note as saved (the cart-line machine's). */
  saved: string;
  busy: boolean;
  /** How the last save ended (the machine's), and why a failed one failed, in the page's language. */
  outcome: NoteOutcome | null;
  failure: string | null;
  onSave: (note: string) => void;
  /** The buyer left the box: the machine saves the note if it changed. */
  onLeave: (note: string) => void;
}

/** The api's limit on a line's note. */
const LINE_NOTE_MAX_LENGTH = 250;

/**
 * A line's note (spec §2.5, up to 250 characters: the api's limit, said under the box), saved with its own button
 * or as the buyer leaves the box with a change, so that going on to checkout or another page never loses it.
 */
export const LineNote = ({ productCode, saved, busy, outcome, failure, onSave, onLeave }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState(saved);
  // A newly saved note (this buyer's or the refreshed cart's) becomes the text in the box; a failed save keeps what was typed.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setNote(saved);
  }
  // The Save button goes once the note is saved: the keyboard goes back to the note rather than to the page body.
  const box = useRef<HTMLTextAreaElement>(null);
  const button = useRef<HTMLButtonElement>(null);
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
  const leave = (event: FocusEvent) => {
    if (busy || note === saved) return;
    // Pressing Save leaves the box first: that save is the button's, and the keyboard comes back here after it.
    if (event.relatedTarget === button.current) saving.current = true;
    onLeave(note);
  };
  // Leaving the page without leaving the box (the browser's Back, closing the tab) saves a changed note too. Layout
  // effects end before the line's machine is stopped, so the machine still sends it.
  const typed = useRef({ note, saved, onLeave });
  useLayoutEffect(() => {
    typed.current = { note, saved, onLeave };
  });
  useLayoutEffect(() => {
    const flush = () => typed.current.note !== typed.current.saved && typed.current.onLeave(typed.current.note);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
  const failed = outcome === 'notSaved' && failure !== null;
  return (
    <div className={saved.trim() ? 'line-note' : 'line-note line-note--empty'}>
      <label htmlFor={id}>{t('cartTools.lineNote', { productCode })}</label>
      <textarea ref={box} id={id} name="lineNote" value={note} maxLength={LINE_NOTE_MAX_LENGTH} rows={2} aria-describedby={failed ? `${id}-hint ${id}-error` : `${id}-hint`} onChange={(event) => setNote(event.target.value)} onBlur={leave} readOnly={busy} />
      {/* The box stops at the limit without a word (a pasted note was cut): the limit is said before, as for the delivery instructions. */}
      <p id={`${id}-hint`} className="field__hint">{t('checkout.promptLengthHint', { max: LINE_NOTE_MAX_LENGTH })}</p>
      {/* Always in the page, so that screen readers announce the text put in it. */}
      <p className="field__hint" role="status">{outcome === 'saved' && note === saved ? t('cartTools.lineNoteSaved', { productCode }) : ''}</p>
      {failed && <p id={`${id}-error`} className="field__error" role="alert">{failure}</p>}
      {note !== saved && (
        <button ref={button} type="button" className="link-button" onClick={save} aria-disabled={busy || undefined}>{t('cartTools.saveNote', { productCode })}</button>
      )}
    </div>
  );
};
