import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from './schema/orders.ts';

/**
 * Orders that bought nothing: the cart ('open'), and orders refused by an approver or withdrawn by their buyer, which
 * never ship (decision 057). Their products are not 'previously purchased' (spec §3) nor offered to buy again.
 */
export const neverPurchasedStatuses = ['open', 'rejected', 'cancelled'] as const satisfies readonly OrderStatus[];

/** True for an order (the row `alias`) whose products were bought; the statuses are constants, written into the statement. */
export const purchasedOrderSql = (alias: string): SQL => sql.raw(`${alias}.status not in (${neverPurchasedStatuses.map((status) => `'${status}'`).join(', ')})`);
