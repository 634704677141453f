import { useTranslation } from 'react-i18next';
import './stock-delivery.css';

interface StockFields {
  InStock: boolean | null;
  StockQuantity: number | null;
  EstimatedDeliveryMin: number | null;
  EstimatedDeliveryMax: number | null;
}

/** Stock and the delivery estimate in business days; guests see neither (the api withholds them). */
export const StockDelivery = ({ card }: { card: StockFields }) => {
  const { t } = useTranslation();
  if (card.InStock === null) return null;
  return (
    <p className="stock-delivery">
      <span className={card.InStock ? 'stock stock--in' : 'stock stock--out'}>
        {card.InStock && card.StockQuantity !== null ? t('search.stockCount', { count: card.StockQuantity }) : t(card.InStock ? 'search.inStock' : 'search.outOfStock')}
      </span>
      {card.EstimatedDeliveryMin !== null && card.EstimatedDeliveryMax !== null ? (
        <span className="delivery">{t('search.deliveryEstimate', { min: card.EstimatedDeliveryMin, max: card.EstimatedDeliveryMax })}</span>
      ) : null}
    </p>
  );
};
