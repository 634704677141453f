import { UuidSchema } from '@comptoir/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { ListingTable } from '../../features/orders/index.ts';
import { SignInFirst, useSession } from '../../features/session/index.ts';
import { fetchTemplate, useTemplateToCart } from '../../features/templates/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, productHref } from '../../paths.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { PriceDisplay } from '../../ui/price-display.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import { useFocusWhenLoaded } from '../../ui/use-focus-when-loaded.ts';
import '../../ui/forms.css';

/** Spec §2.2 'order detail template' (/orders/templates/details?id=): the template's products at the buyer's price today, and 'Add all to cart'. */
export const TemplateDetailsPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { signedIn } = useSession();
  const [params] = useSearchParams();
  // Not an id at all: the templates, as an order's address without one goes to the orders.
  const id = UuidSchema.safeParse(params.get('id')).success ? params.get('id') : null;
  const template = useFetched(signedIn && id ? `${id}|${language}` : null, (signal) => fetchTemplate(id ?? '', signal));
  const { addToCart, pending } = useTemplateToCart();
  const heading = useRef<HTMLHeadingElement>(null);
  const detail = template.data;
  useDocumentTitle(detail ? detail.name : t('templates.title'));
  useFocusWhenLoaded(template.status, language, heading);
  if (!signedIn) return <SignInFirst />;
  if (!id) return <Navigate to={href(language, 'templates')} replace />;
  const back = <p><Link to={href(language, 'templates')}>{t('templates.backToTemplates')}</Link></p>;
  if (template.status === 'failed' && !detail) return <div className="page">{back}<h1>{t('templates.title')}</h1><LoadError error={template.error} onRetry={template.retry} whenNotFound={null} /></div>;
  if (!detail) return <div className="page" aria-busy="true">{back}<h1>{t('templates.title')}</h1><Skeleton height="12rem" /></div>;
  const columns = [{ label: t('cart.product') }, { label: t('cart.productCode') }, { label: t('cart.unitPrice') }, { label: t('templates.quantity'), numeric: true }];
  return (
    <div className="page listing-page">
      {back}
      <h1 ref={heading} tabIndex={-1}>{detail.name}</h1>
      <p>{t('templates.productCount', { count: detail.lineCount })}</p>
      {detail.Products.length === 0 ? (
        <div className="empty-state"><p>{t('templates.noProducts')}</p></div>
      ) : (
        <>
          <p>
            <button type="button" className="button" aria-disabled={pending !== null || undefined} onClick={() => void addToCart(detail.templateId)}>{t('templates.addAll')}</button>
          </p>
          <ListingTable
            className="template-products"
            caption={detail.name}
            columns={columns}
            records={detail.Products}
            keyOf={(product) => product.ProductCode}
            row={(product) => (
              <>
                <th scope="row">
                  <span className="template-products__product">
                    <ProductImage src={product.ImageUrl} size={64} />
                    <Link to={productHref(language, product.ProductCode)}>{product.Description}</Link>
                  </span>
                  {product.IsRestricted && <span className="field__hint">{t('templates.restricted')}</span>}
                </th>
                <td>{product.ProductCode}</td>
                <td><PriceDisplay price={product} /></td>
                <td className="numeric">{product.Quantity}</td>
              </>
            )}
          />
        </>
      )}
    </div>
  );
};
