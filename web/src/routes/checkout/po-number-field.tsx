import { PO_NUMBER_MAX_LENGTH, poNumberProblem } from '@comptoir/core';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Continue was pressed: a problem is told beside the field from then on, and updated as the buyer types. */
  checked: boolean;
}

/** The same rule the api applies (core), in the buyer's language; null when the PO number may be saved. */
export const poNumberError = (value: string, t: (key: string, params?: Record<string, unknown>) => string): string | null => {
  const problem = poNumberProblem(value);
  return problem ? t(problem, { max: PO_NUMBER_MAX_LENGTH }) : null;
};

/**
 * Delivery Details' PO number, for clients without a PO number prompt (with one, the prompt is where the PO
 * number goes). No maxLength: a pasted PO number cut short without a word would be a wrong PO on the invoice.
 */
export const PoNumberField = ({ value, onChange, checked }: Props) => {
  const { t } = useTranslation();
  const error = checked ? poNumberError(value, t) : null;
  return (
    <div className="field">
      <label htmlFor="po-number">{t('fields.poNumber')}</label>
      <input id="po-number" name="poNumber" type="text" autoComplete="off" value={value} aria-invalid={error ? true : undefined} aria-describedby="po-number-hint" onChange={(event) => onChange(event.target.value)} />
      <p id="po-number-hint" className={error ? 'field__error' : 'field__hint'}>{error ?? t('checkout.poNumberHint', { max: PO_NUMBER_MAX_LENGTH })}</p>
    </div>
  );
};
