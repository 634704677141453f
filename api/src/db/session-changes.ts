import type { Executor } from './database.ts';
import { changeFeedOf, writesTo, type ChangeFeed } from './change-feed.ts';

/**
 * The tables a session is read from (sessions, its buyer, the buyer's client, the approver lists), and the tables
 * whose deletes reach those rows through foreign keys (a ship-to's delete clears sessions.ship_to_id, a group's
 * delete removes its approvers). Migration 0021's triggers notify on the first four (other processes only since
 * 0022); cascades fire them too.
 */
export const SESSION_TABLES = ['sessions', 'buyers', 'clients', 'approval_group_approvers', 'approval_groups', 'ship_tos'] as const;

/** The channel migration 0021's triggers notify on a committed change of a session's rows. */
export const SESSION_CHANGES_CHANNEL = 'comptoir_session_changes';

/** The session store's own refresh of last_seen_at: it changes nothing a session answers, so it is no change. */
export const LAST_SEEN_REFRESH_SQL = 'update sessions set last_seen_at = $1::timestamptz where id = $2';

/** Whether a statement may change a session's rows (a false positive only costs the session cache a miss). */
export const changesSessions = writesTo(SESSION_TABLES, [LAST_SEEN_REFRESH_SQL]);

export type SessionChangeFeed = ChangeFeed;

/** The feed of a database opened on PostgreSQL (docs/decisions/053); none for PGlite, or for a transaction's executor. */
export const sessionChangesOf = (db: Executor): SessionChangeFeed | undefined => changeFeedOf(db, SESSION_CHANGES_CHANNEL);
