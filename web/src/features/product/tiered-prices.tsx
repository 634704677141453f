import { formatMoney } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf } from '../../paths.ts';
import type { ProductDetailView } from './product-types.ts';

/** Volume pricing (TieredPricing.Prices): the unit price from each quantity up. */
export const TieredPrices = ({ product }: { product: ProductDetailView }) => {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const tiers = [...product.TieredPricing.Prices].sort((a, b) => a.MinQuantity - b.MinQuantity);
  if (tiers.length === 0) return null;
  return (
    <table className="tier-table">
      <caption>{t('product.tieredPricing')}</caption>
      <thead><tr><th scope="col">{t('product.tierQuantity')}</th><th scope="col">{t('product.tierPrice')}</th></tr></thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.MinQuantity}>
            <td>{t('product.tierFrom', { quantity: tier.MinQuantity })}</td>
            <td>{formatMoney(tier.Price, locale)} / {product.UOM}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
