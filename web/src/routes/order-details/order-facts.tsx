import { addressLines, type OrderView } from '@comptoir/core';
import { useTranslation } from 'react-i18next';

type Address = OrderView['summaryInfo']['shippingAddress'];

/** The order's facts as a description list, with the ship-to address as written on the order. */
export const OrderFacts = ({ facts, address }: { facts: ReadonlyArray<[string, string]>; address: Address }) => {
  const { t } = useTranslation();
  return (
    <dl className="order-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="order-facts__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="order-facts__item">
        <dt>{t('checkout.shippingAddress')}</dt>
        <dd>
          <address>
            {addressLines(address).map((line) => <span key={line} className="order-facts__line">{line}</span>)}
          </address>
        </dd>
      </div>
    </dl>
  );
};
