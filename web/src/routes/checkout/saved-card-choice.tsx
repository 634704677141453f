import { BillingOption, type CardOnFile } from '@comptoir/core';
import type { PaymentProblem } from '@comptoir/machines';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CardOnFileText } from '../../features/payment-cards/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href } from '../../paths.ts';

interface Props {
  option: typeof BillingOption.profileCreditCard | typeof BillingOption.accountCreditCard;
  card: CardOnFile | null;
  /** What Continue found wrong with the card on file (none, or expired). */
  problem: PaymentProblem | null;
}

/**
 * A card-on-file option (decision 045): the card it pays with as the buyer may see it, no number to type; without
 * one, why not and where to add one (the buyer's profile; the account card is the administrator's).
 */
export const SavedCardChoice = ({ option, card, problem }: Props) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const alert = problem ? <p id="card-error" className="field__error" role="alert">{t(problem.code)}</p> : null;
  if (card) {
    return (
      <div className="checkout__saved-card">
        <CardOnFileText card={card} />
        {alert}
      </div>
    );
  }
  return (
    <div className="checkout__saved-card">
      {alert ?? <p className="field__hint">{t(option === BillingOption.profileCreditCard ? 'checkout.noProfileCard' : 'checkout.noAccountCard')}</p>}
      {option === BillingOption.profileCreditCard && <p><Link to={href(language, 'profile')}>{t('checkout.addProfileCard')}</Link></p>}
    </div>
  );
};
