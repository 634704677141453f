import { DEFAULT_TIME_ZONE, type IsoDate } from '@comptoir/core';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The calendar day (yyyy-mm-dd) of a stored instant as the business reads it (core's DEFAULT_TIME_ZONE), whatever the
 * database session's zone: an order placed at 21:30 in Toronto is dated that day, not the next one UTC has reached.
 */
export const localDaySql = (instant: SQL): SQL => sql`to_char(${instant} at time zone ${DEFAULT_TIME_ZONE}, 'YYYY-MM-DD')`;

/** Today as the business reads it (core's DEFAULT_TIME_ZONE), whatever the database session's zone (current_date follows it). */
export const localTodaySql: SQL = sql`(now() at time zone ${DEFAULT_TIME_ZONE})::date`;

/** The instant a business day starts (in core's DEFAULT_TIME_ZONE), to compare stored instants with. */
export const localDayStartSql = (day: IsoDate): SQL => sql`(${day}::date::timestamp at time zone ${DEFAULT_TIME_ZONE})`;

/** The instant the business's next day starts: when anything judged by today's date may change. */
export const localTomorrowStartSql: SQL = sql`((${localTodaySql} + 1)::timestamp at time zone ${DEFAULT_TIME_ZONE})`;
