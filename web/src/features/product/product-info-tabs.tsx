import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/tabs.tsx';
import type { ProductDetailView } from './product-types.ts';

/** Description, specifications (from the JSON tabs, one table per tab) and safety data sheets. */
export const ProductInfoTabs = ({ product }: { product: ProductDetailView }) => {
  const { t } = useTranslation();
  const specifications = product.Specifications.length === 0 ? <p>{t('product.noSpecifications')}</p> : product.Specifications.map((tab) => (
    <table key={tab.tab} className="spec-table">
      <caption>{tab.tab}</caption>
      <thead><tr><th scope="col">{t('product.specName')}</th><th scope="col">{t('product.specValue')}</th></tr></thead>
      <tbody>{tab.rows.map((row) => <tr key={row.name}><th scope="row">{row.name}</th><td>{row.value}</td></tr>)}</tbody>
    </table>
  ));
  const sheets = product.SafetyDataSheets.length === 0 ? <p>{t('product.noSafetyDataSheets')}</p> : (
    <ul>{product.SafetyDataSheets.map((sheet) => <li key={sheet.url}><a href={sheet.url}>{sheet.title}</a></li>)}</ul>
  );
  return (
    <Tabs
      label={t('product.tabs')}
      tabs={[
        { id: 'description', label: t('product.description'), content: product.Descriptions.map((text) => <p key={text}>{text}</p>) },
        { id: 'specifications', label: t('product.specifications'), content: specifications },
        { id: 'sds', label: t('product.safetyDataSheets'), content: sheets },
      ]}
    />
  );
};
