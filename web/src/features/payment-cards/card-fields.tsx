import type { CardEntry, CardEntryField } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import './card-fields.css';

const cardFields = [
  ['cardNumber', 'checkout.cardNumber', 'cc-number', 23],
  ['expiryMonth', 'checkout.expiryMonth', 'cc-exp-month', 2],
  ['expiryYear', 'checkout.expiryYear', 'cc-exp-year', 4],
  ['cvc', 'checkout.cvc', 'cc-csc', 4],
] as const;

interface Props {
  card: CardEntry;
  onCard: (card: CardEntry) => void;
  /** The field to fix and the message key to say under it. */
  problem: { field: CardEntryField | string; code: string } | null;
}

/**
 * The card entry (checkout's card, the profile's and the ship-tos' cards on file): number, expiry month and year,
 * security code. It goes to the payment provider's tokenisation only; the problem is said under the field to fix.
 */
export const CardFields = ({ card, onCard, problem }: Props) => {
  const { t } = useTranslation();
  return (
    <div className="card-fields" role="group" aria-label={t('checkout.cardDetails')}>
      {/* The problem is said under the field to fix, where the focus goes: below the last field it was out of sight on a phone. */}
      {cardFields.map(([field, key, autoComplete, maxLength]) => (
        <div className="field" key={field}>
          <label htmlFor={`card-${field}`}>{t(key)}</label>
          <input id={`card-${field}`} name={field} inputMode="numeric" autoComplete={autoComplete} maxLength={maxLength} value={card[field]} aria-invalid={problem?.field === field ? true : undefined} aria-describedby={problem?.field === field ? 'card-error' : undefined} onChange={(event) => onCard({ ...card, [field]: event.target.value })} />
          {problem?.field === field && <p id="card-error" className="field__error">{t(problem.code)}</p>}
        </div>
      ))}
    </div>
  );
};

export const emptyCard: CardEntry = { cardNumber: '', expiryMonth: '', expiryYear: '', cvc: '' };
