import { AddToCartButton } from '../../features/cart/index.ts';
import type { ProductCardView } from '../../features/search/index.ts';

/** The cart feature's quantity box and add button on a result; guests see the price's sign-in link instead. */
export const purchaseOf = (card: ProductCardView) =>
  card.LoginForPricing ? null : (
    <AddToCartButton productCode={card.ProductCode} productName={card.Description} rule={{ salesMultiple: card.Multiple, minimumQuantity: card.MinimumQuantity }} disabled={card.IsRestricted} />
  );
