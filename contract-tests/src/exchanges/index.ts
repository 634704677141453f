import { authExchanges } from './auth.ts';
import { buyerExchanges } from './buyers.ts';
import { cardsOnFileExchanges } from './cards-on-file.ts';
import { cartExchanges } from './cart.ts';
import { catalogueExchanges } from './catalogue.ts';
import { checkoutExchanges } from './checkout.ts';
import { contentExchanges } from './content.ts';
import type { ExchangeDefinition } from './define.ts';
import { frenchErrorExchanges } from './french-errors.ts';
import { listingExchanges } from './listings.ts';
import { orderExchanges } from './orders.ts';
import { templateExchanges } from './templates.ts';

export * from './define.ts';

/**
 * Every exchange, in the order they run on one freshly seeded api (recording and replay alike):
 * later exchanges may read earlier answers (a cart line's id). A new exchange is one line in its group.
 */
export const exchangeDefinitions: readonly ExchangeDefinition[] = [...authExchanges, ...buyerExchanges, ...catalogueExchanges, ...cartExchanges, ...checkoutExchanges, ...orderExchanges, ...listingExchanges, ...contentExchanges, ...frenchErrorExchanges, ...templateExchanges, ...cardsOnFileExchanges];
