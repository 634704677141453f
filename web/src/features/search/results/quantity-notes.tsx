import { quantityNotes } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import './quantity-notes.css';

/** 'Must be purchased in multiples of 12', 'Minimum order quantity: 5' — shown before the buyer errs. */
export const QuantityNotes = ({ multiple, minimum, id }: { multiple: number; minimum: number; id?: string }) => {
  const { t } = useTranslation();
  const notes = quantityNotes({ salesMultiple: multiple, minimumQuantity: minimum });
  if (notes.length === 0) return null;
  return (
    <ul className="quantity-notes" id={id}>
      {notes.map((note) => <li key={note.key}>{t(note.key, note.params)}</li>)}
    </ul>
  );
};
