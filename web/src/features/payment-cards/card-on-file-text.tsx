import { isCardExpired, toIsoDate, type CardOnFile } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import './cards.css';

const knownBrands = ['visa', 'mastercard', 'amex'];

/** 'Visa ending 4242, expires 12/28' (never more of the card), the cardholder, and whether it has expired since it was saved. */
export const CardOnFileText = ({ card, id }: { card: Pick<CardOnFile, 'brand' | 'last4' | 'expiry'> & { cardholderName?: string }; id?: string }) => {
  const { t } = useTranslation();
  const brand = knownBrands.includes(card.brand) ? t(`cardsOnFile.brands.${card.brand}`) : card.brand;
  const expired = isCardExpired(card.expiry, toIsoDate(new Date()));
  return (
    <div className="card-on-file" id={id}>
      <p className="card-on-file__summary">{t('cardsOnFile.summary', { brand, last4: card.last4, expiry: card.expiry })}</p>
      {card.cardholderName && <p className="card-on-file__holder">{t('cardsOnFile.cardholder', { name: card.cardholderName })}</p>}
      {expired && <p className="field__error">{t('cardsOnFile.expired')}</p>}
    </div>
  );
};
