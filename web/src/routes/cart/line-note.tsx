import type { CartProduct } from '@comptoir/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  line: CartProduct;
  busy: boolean;
  onSave: (line: CartProduct, note: string) => void;
}

/** A line's note (spec §2.5, up to 250 characters: the api's limit), saved with its own button. */
export const LineNote = ({ line, busy, onSave }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState(line.LineNote ?? '');
  const saved = line.LineNote ?? '';
  return (
    <div className="line-note">
      <label htmlFor={id}>{t('cartTools.lineNote', { productCode: line.ProductCode })}</label>
      <textarea id={id} value={note} maxLength={250} rows={2} onChange={(event) => setNote(event.target.value)} disabled={busy} />
      {note !== saved && (
        <button type="button" className="link-button" onClick={() => onSave(line, note)} disabled={busy}>{t('cartTools.saveNote', { productCode: line.ProductCode })}</button>
      )}
    </div>
  );
};
