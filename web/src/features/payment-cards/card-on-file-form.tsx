import { CARDHOLDER_NAME_MAX_LENGTH, cardholderNameProblem, toIsoDate, type CardEntry, type CardOnFile } from '@comptoir/core';
import type { PaymentProblem } from '@comptoir/machines';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './cards.css';
import { useSaid } from '../../i18n/use-said.ts';
import { failureSaying } from '../../ui/load-error.tsx';
import { CardFields, emptyCard } from './card-fields.tsx';
import type { CardOnFileInput } from './cards-on-file-api.ts';
import { tokenizeCard } from './tokenize-card.ts';

interface Props {
  /** The form's name for screen readers (whose card it is). */
  label: string;
  /** Saves the token and name; answers the card as kept. */
  save: (input: CardOnFileInput) => Promise<CardOnFile>;
  onSaved: (card: CardOnFile) => void;
  onCancel?: () => void;
}

type Problem = { field: PaymentProblem['field'] | 'cardholderName'; code: string } | null;

/**
 * Saving a card on file (decision 045): the cardholder's name and the checkout's card entry. The card goes to the
 * tokenisation endpoint; only its token and the name are sent to be kept. A refusal is said where it is to fix.
 */
export const CardOnFileForm = ({ label, save, onSaved, onCancel }: Props) => {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [card, setCard] = useState<CardEntry>(emptyCard);
  const [problem, setProblem] = useState<Problem>(null);
  // Said again in the language the buyer switches to (useSaid).
  const [refusal, setRefusal] = useSaid();
  const [working, setWorking] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (problem) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problem]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const nameProblem = cardholderNameProblem(name);
    if (nameProblem) return setProblem({ field: 'cardholderName', code: nameProblem });
    setWorking(true);
    try {
      const token = await tokenizeCard(card, toIsoDate(new Date()));
      if ('problem' in token) return setProblem(token.problem);
      setProblem(null);
      onSaved(await save({ paymentToken: token.token, cardholderName: name.trim() }));
    } catch (error) {
      setRefusal(failureSaying(error));
    } finally {
      setWorking(false);
    }
  };

  return (
    <form ref={form} className="card-on-file-form" aria-label={label} onSubmit={(event) => void submit(event)} noValidate>
      {refusal && <p className="alert" role="alert">{refusal}</p>}
      <div className="field">
        <label htmlFor="cardholder-name">{t('cardsOnFile.cardholderName')}</label>
        <input id="cardholder-name" name="cardholderName" autoComplete="cc-name" maxLength={CARDHOLDER_NAME_MAX_LENGTH} value={name} aria-invalid={problem?.field === 'cardholderName' ? true : undefined} aria-describedby={problem?.field === 'cardholderName' ? 'cardholder-name-error' : undefined} onChange={(event) => setName(event.target.value)} />
        {problem?.field === 'cardholderName' && <p id="cardholder-name-error" className="field__error">{t(problem.code)}</p>}
      </div>
      <CardFields card={card} onCard={(next) => { setCard(next); if (problem?.field !== 'cardholderName') setProblem(null); }} problem={problem} />
      <div className="card-on-file-form__actions">
        {onCancel && <button type="button" className="button button--secondary" onClick={onCancel}>{t('cardsOnFile.cancel')}</button>}
        <button type="submit" className="button" disabled={working}>{t('cardsOnFile.save')}</button>
      </div>
    </form>
  );
};
