import type { CardOnFile } from '@comptoir/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaid } from '../../i18n/use-said.ts';
import { failureSaying } from '../../ui/load-error.tsx';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import { useToasts } from '../toasts/index.ts';
import { CardOnFileForm } from './card-on-file-form.tsx';
import { CardOnFileText } from './card-on-file-text.tsx';
import type { CardOnFileInput } from './cards-on-file-api.ts';

interface Props {
  card: CardOnFile | null;
  /** Whose card it is, for the form's and the buttons' names (a ship-to among several). */
  label: string;
  /** Absent where the client does not offer paying with this card: what is on file may only be removed. */
  save?: ((input: CardOnFileInput) => Promise<CardOnFile>) | undefined;
  remove: () => Promise<unknown>;
  onChange: (card: CardOnFile | null) => void;
  /** Only one card form may be open on a page: its owner says which. */
  editing: boolean;
  onEditing: (editing: boolean) => void;
}

/**
 * A card on file (decision 045): what may be shown of it, Replace and Remove (once confirmed: a removed card's number
 * has to be typed again); without one, the form to save one.
 */
export const CardOnFilePanel = ({ card, label, save, remove, onChange, editing, onEditing }: Props) => {
  const { t } = useTranslation();
  const toasts = useToasts();
  // Said again in the language the buyer switches to (useSaid).
  const [refusal, setRefusal] = useSaid();
  const [removing, setRemoving] = useState(false);
  const confirmation = useModalDialog();
  const titleId = `${useId()}-remove`;
  // The button pressed (Save card, Replace, Remove, the form's Save and Cancel) leaves the page as the panel changes:
  // the keyboard goes on from what took its place, the form's first field or the panel's first button, not the page's top.
  const panel = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    panel.current?.querySelector<HTMLElement>(editing ? 'input' : '.card-on-file-panel__actions button')?.focus();
  }, [editing, card]);
  const edit = (open: boolean) => {
    pressed.current = true;
    onEditing(open);
  };
  const removeCard = async () => {
    setRefusal(null);
    setRemoving(true);
    try {
      await remove();
      confirmation.close();
      pressed.current = true;
      onChange(null);
      toasts.show('cardsOnFile.removed', 3);
    } catch (error) {
      confirmation.close();
      setRefusal(failureSaying(error));
    } finally {
      setRemoving(false);
    }
  };
  return (
    <div ref={panel} className="card-on-file-panel">
      {refusal && <p className="alert" role="alert">{refusal}</p>}
      {card ? <CardOnFileText card={card} /> : <p>{t('cardsOnFile.noCard')}</p>}
      {editing && save ? (
        <CardOnFileForm label={label} save={save} onCancel={() => edit(false)} onSaved={(saved) => {
          onChange(saved);
          edit(false);
          toasts.show('cardsOnFile.saved', 3);
        }} />
      ) : (
        <div className="card-on-file-form__actions card-on-file-panel__actions">
          {save && <button type="button" className="button" aria-label={`${t(card ? 'cardsOnFile.replace' : 'cardsOnFile.save')} — ${label}`} onClick={() => edit(true)}>{t(card ? 'cardsOnFile.replace' : 'cardsOnFile.save')}</button>}
          {card && <button ref={confirmation.opener} type="button" className="button button--secondary" aria-label={`${t('cardsOnFile.remove')} — ${label}`} onClick={confirmation.open}>{t('cardsOnFile.remove')}</button>}
        </div>
      )}
      <dialog ref={confirmation.dialog} className="confirm-dialog" aria-labelledby={titleId} aria-describedby={`${titleId}-text`}>
        <h2 id={titleId}>{t('cardsOnFile.removeTitle')}</h2>
        <p id={`${titleId}-text`}>{t('cardsOnFile.removeText', { label })}</p>
        <div className="confirm-dialog__actions">
          <button ref={confirmation.cancel} type="button" className="button button--secondary" onClick={confirmation.close} disabled={removing}>{t('common.cancel')}</button>
          <button type="button" className="button" onClick={() => void removeCard()} disabled={removing} aria-busy={removing}>{t('cardsOnFile.remove')}</button>
        </div>
      </dialog>
    </div>
  );
};
