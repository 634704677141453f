import type { OrderListItem } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListingStates, ListingTable, orderListColumns, OrderRowCells, type OrderCellsShown } from '../../features/orders/index.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import { DashboardTile } from './dashboard-tile.tsx';

interface Props {
  title: string;
  /** Says when the list must be asked again (the buyer, the language); null waits. */
  fetchKey: string | null;
  load: (signal: AbortSignal) => Promise<OrderListItem[]>;
  empty: string;
  all: { href: string; label: string };
  /** The optional cells the rows show (the approvals tile: whose order each is, not the status they all share). */
  shown?: OrderCellsShown;
}

/** The orders and approvals tiles (spec §2.3): a few orders, each opening its order details, and the whole list. */
export const OrderListTile = ({ title, fetchKey, load, empty, all, shown }: Props) => {
  const { t } = useTranslation();
  const orders = useFetched(fetchKey, load);
  const columns = orderListColumns(t, shown);
  return (
    <DashboardTile title={title} more={<Link to={all.href}>{all.label}</Link>}>
      <ListingStates fetched={orders} empty={<p>{empty}</p>}>
        {(records) => <ListingTable caption={title} columns={columns} records={records} keyOf={(order) => order.orderId} row={(order) => <OrderRowCells order={order} shown={shown} />} />}
      </ListingStates>
    </DashboardTile>
  );
};
