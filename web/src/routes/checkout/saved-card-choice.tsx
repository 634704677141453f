import { BillingOption, type CardOnFile } from '@comptoir/core';
import type { PaymentProblem } from '@comptoir/machines';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CardOnFileText, fromCheckout } from '../../features/payment-cards/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { hrefWith } from '../../paths.ts';

interface Props {
  option: typeof BillingOption.profileCreditCard | typeof BillingOption.accountCreditCard;
  card: CardOnFile | null;
  /** What Continue found wrong with the card on file (none, or expired). */
  problem: PaymentProblem | null;
  /** The buyer is an administrator of the client, who keeps the ship-tos' account cards (decision 045). */
  mayManageShipToCards: boolean;
}

/**
 * A card-on-file option (decision 045): the card it pays with as the buyer may see it, no number to type; without
 * one, why not and where to add one (the buyer's profile; for an administrator, the ship-tos' account cards).
 */
export const SavedCardChoice = ({ option, card, problem, mayManageShipToCards }: Props) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const adminAddsAccountCard = option === BillingOption.accountCreditCard && mayManageShipToCards;
  const noCard = option === BillingOption.profileCreditCard ? 'checkout.noProfileCard' : adminAddsAccountCard ? 'checkout.noAccountCardAdmin' : 'checkout.noAccountCard';
  // "Your administrator can add one" is not for the administrator themself.
  const problemText = problem && t(problem.code === 'checkout.noAccountCard' ? noCard : problem.code);
  const alert = problem ? <p id="card-error" className="field__error" role="alert">{problemText}</p> : null;
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
      {alert ?? <p className="field__hint">{t(noCard)}</p>}
      {option === BillingOption.profileCreditCard && <p><Link to={hrefWith(language, 'profile', fromCheckout)}>{t('checkout.addProfileCard')}</Link></p>}
      {adminAddsAccountCard && <p><Link to={hrefWith(language, 'shipToCards', fromCheckout)}>{t('checkout.addAccountCard')}</Link></p>}
    </div>
  );
};
