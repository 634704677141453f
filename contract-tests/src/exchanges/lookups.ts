import type { Dataset, Product } from '@comptoir/fixtures';

/** Products picked from the seeded dataset by what an exchange needs to show. */
const pick = (dataset: Dataset, what: string, test: (product: Product) => boolean): Product => {
  const product = dataset.products.find(test);
  if (!product) throw new Error(`The recording dataset has no product that is ${what}`);
  return product;
};

const orderable = (product: Product) => !product.flags.restricted && product.stock.some((entry) => entry.quantityOnHand > 100);

export const plainProduct = (dataset: Dataset) => pick(dataset, 'orderable one by one', (p) => orderable(p) && p.minimumQuantity === 1 && p.salesMultiple === 1);
export const secondProduct = (dataset: Dataset) => pick(dataset, 'a second plain product', (p) => orderable(p) && p.minimumQuantity === 1 && p.salesMultiple === 1 && p.id !== plainProduct(dataset).id);
export const multipleProduct = (dataset: Dataset) => pick(dataset, 'sold in multiples', (p) => orderable(p) && p.salesMultiple > 1 && p.minimumQuantity <= p.salesMultiple);
export const withAlternates = (dataset: Dataset) => pick(dataset, 'with alternates', (p) => p.alternateIds.length > 0);
export const topCategory = (dataset: Dataset) => dataset.categories.find((category) => category.level === 1) as Dataset['categories'][number];
export const leafCategory = (dataset: Dataset) => dataset.categories.find((category) => category.level === 2) as Dataset['categories'][number];
export const NO_SUCH_UUID = '00000000-0000-4000-8000-000000000000';
