import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { href } from '../../paths.ts';

/** The query of checkout's links to the cards pages (add a card on file): those pages then lead back to the order. */
export const fromCheckout = { from: 'checkout' } as const;

/** On a cards page opened from checkout, the way back to the order once the card is saved. */
export const BackToCheckout = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  if (useSearchParams()[0].get('from') !== fromCheckout.from) return null;
  return <p><Link to={href(language, 'checkout')}>{t('cardsOnFile.backToCheckout')}</Link></p>;
};
