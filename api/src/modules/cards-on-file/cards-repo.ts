import type { Address, CardOnFile } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';

/** A card on file as stored: what the buyer may see, and the provider's token that pays with it. */
export type StoredCard = CardOnFile & { paymentToken: string };

const cardColumns = sql`payment_token as "paymentToken", brand, last4, expiry, cardholder_name as "cardholderName"`;

/** What may leave the api of a stored card: never its token. */
export const cardOnFileOf = ({ brand, last4, expiry, cardholderName }: CardOnFile): CardOnFile => ({ brand, last4, expiry, cardholderName });

export async function findProfileCard(db: Executor, buyerId: string): Promise<StoredCard | null> {
  const [row] = await queryRows<StoredCard>(db, sql`select ${cardColumns} from profile_cards where buyer_id = ${buyerId}`);
  return row ?? null;
}

/** The account card of a ship-to of the client: another client's ship-to has none (not found, never forbidden). */
export async function findAccountCard(db: Executor, clientId: string, shipToId: string): Promise<StoredCard | null> {
  const [row] = await queryRows<StoredCard>(db, sql`select ${cardColumns} from account_cards a join ship_tos s on s.id = a.ship_to_id where a.ship_to_id = ${shipToId} and s.client_id = ${clientId}`);
  return row ?? null;
}

/** The account cards of the client's ship-tos, by ship-to (Delivery Details shows the card of the ship-to chosen). */
export async function accountCardsByShipTo(db: Executor, clientId: string): Promise<Map<string, StoredCard>> {
  const rows = await queryRows<StoredCard & { shipToId: string }>(db, sql`select a.ship_to_id as "shipToId", ${cardColumns} from account_cards a join ship_tos s on s.id = a.ship_to_id where s.client_id = ${clientId}`);
  return new Map(rows.map((row) => [row.shipToId, row]));
}

/** Where each kind of card on file is kept, and by what it is one per. */
const stores = {
  profile: { table: sql.identifier('profile_cards'), key: sql.identifier('buyer_id') },
  account: { table: sql.identifier('account_cards'), key: sql.identifier('ship_to_id') },
} as const;
export type CardStore = keyof typeof stores;

/** Writes the one card of a buyer (profile) or ship-to (account) over the one before; answers the one before (for the audit row). */
export async function upsertCard(tx: Executor, store: CardStore, owner: string, card: StoredCard, savedBy: string): Promise<CardOnFile | null> {
  const { table, key } = stores[store];
  const [before] = await queryRows<CardOnFile>(tx, sql`select brand, last4, expiry, cardholder_name as "cardholderName" from ${table} where ${key} = ${owner} for update`);
  await tx.execute(sql`insert into ${table} (${key}, payment_token, brand, last4, expiry, cardholder_name, saved_by)
    values (${owner}, ${card.paymentToken}, ${card.brand}, ${card.last4}, ${card.expiry}, ${card.cardholderName}, ${savedBy})
    on conflict (${key}) do update set payment_token = excluded.payment_token, brand = excluded.brand, last4 = excluded.last4, expiry = excluded.expiry,
      cardholder_name = excluded.cardholder_name, saved_by = excluded.saved_by, saved_at = now(), updated_at = now()`);
  return before ?? null;
}

export async function deleteCard(tx: Executor, store: CardStore, owner: string): Promise<CardOnFile | null> {
  const { table, key } = stores[store];
  const [removed] = await queryRows<CardOnFile>(tx, sql`delete from ${table} where ${key} = ${owner} returning brand, last4, expiry, cardholder_name as "cardholderName"`);
  return removed ?? null;
}

/** The buyer, held (key share) until the commit so a card is never kept for a user being deleted; undefined once deleted. */
export async function lockLiveBuyer(tx: Executor, buyerId: string): Promise<{ id: string } | undefined> {
  const [row] = await queryRows<{ id: string }>(tx, sql`select id from buyers where id = ${buyerId} and deleted_at is null for key share`);
  return row;
}

/** The client's ship-to, held until the commit so a card is never kept for a ship-to being deleted; undefined for another client's. */
export async function lockClientShipTo(tx: Executor, clientId: string, shipToId: string): Promise<{ id: string } | undefined> {
  const [row] = await queryRows<{ id: string }>(tx, sql`select id from ship_tos where id = ${shipToId} and client_id = ${clientId} for key share`);
  return row;
}

export type ShipToCardRow = {
  ship_to_id: string;
  ship_to_no: string;
  address: Address;
  brand: string | null;
  last4: string | null;
  expiry: string | null;
  cardholder_name: string | null;
};

/** Every ship-to of the client with its account card, by ship-to number (spec 'share credit card'). */
export const shipToCards = (db: Executor, clientId: string) =>
  queryRows<ShipToCardRow>(db, sql`select s.id as ship_to_id, s.ship_to_no,
      json_build_object('name', s.name, 'line1', s.line1, 'line2', nullif(s.line2, ''), 'city', s.city, 'province', s.province, 'postalCode', s.postal_code, 'country', 'CA') as address,
      a.brand, a.last4, a.expiry, a.cardholder_name
    from ship_tos s left join account_cards a on a.ship_to_id = s.id where s.client_id = ${clientId} order by s.ship_to_no`);
