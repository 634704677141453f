import { formatDate } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AddToCartButton } from '../../features/cart/index.ts';
import { fetchBuyAgain, ListingStates, ListingTable } from '../../features/orders/index.ts';
import { SignInFirst, useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, localeOf, productHref } from '../../paths.ts';
import { PriceDisplay } from '../../ui/price-display.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import './buy-again-page.css';
import '../../ui/forms.css';

/**
 * Spec §2.2 Buy again (/browse-products/buyAgain): products ordered before, most recent first, each with
 * its picture, the buyer's price (contract, promotion) and the shared quantity box: its notes (multiple,
 * minimum) shown before the buyer errs, starting at the last quantity fitted to today's rule.
 */
export const BuyAgainPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const { signedIn, profile } = useSession();
  const buyerId = profile?.buyerId ?? null;
  const items = useFetched(signedIn && buyerId ? `${buyerId}|${language}` : null, (signal) => fetchBuyAgain(buyerId ?? '', signal));
  useDocumentTitle(t('account.buyAgain'));
  if (!signedIn) return <SignInFirst />;
  const columns = [
    { label: t('cart.product') },
    { label: t('cart.productCode') },
    { label: t('cart.unitPrice') },
    { label: t('buyAgain.lastPurchased') },
    { label: t('buyAgain.lastQuantity'), numeric: true },
    { label: t('cart.addToCart'), action: true },
  ];

  return (
    <div className="page listing-page">
      <h1>{t('account.buyAgain')}</h1>
      <ListingStates
        fetched={items}
        empty={
          <div className="empty-state">
            <p>{t('buyAgain.empty')}</p>
            <Link to={href(language, 'home')}>{t('checkout.continueShopping')}</Link>
          </div>
        }
      >
        {(records) => (
          <ListingTable
            className="buy-again"
            caption={t('buyAgain.list')}
            columns={columns}
            records={records}
            keyOf={(item) => item.ProductCode}
            row={(item) => (
              <>
                <th scope="row">
                  <span className="buy-again__product">
                    <ProductImage src={item.ImageUrl} size={64} />
                    <Link to={productHref(language, item.ProductCode)}>{item.Description}</Link>
                  </span>
                </th>
                <td>{item.ProductCode}</td>
                <td>
                  <PriceDisplay price={item} />
                </td>
                <td>{formatDate(item.LastPurchasedDate, locale)}</td>
                <td className="numeric">{item.Quantity}</td>
                <td>
                  <AddToCartButton productCode={item.ProductCode} productName={item.Description} rule={{ salesMultiple: item.Multiple, minimumQuantity: item.MinimumQuantity }} initialQuantity={item.Quantity} />
                </td>
              </>
            )}
          />
        )}
      </ListingStates>
    </div>
  );
};
