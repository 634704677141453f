import { toIsoDate } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from './index.ts';
import { localTodaySql } from './local-day.ts';
import { describeEachDriver, type TestDb } from './test-db.ts';

describeEachDriver('the business day in SQL', (testDb: () => TestDb) => {
  it("today is Toronto's day whatever the session's zone (current_date follows the session: in Kiritimati it is often tomorrow)", async () => {
    const { db } = testDb();
    const days = await db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Pacific/Kiritimati'`);
      return queryRows<{ today: string; session_day: string }>(tx, sql`select (${localTodaySql})::text as today, current_date::text as session_day`);
    });
    const before = toIsoDate(new Date(Date.now() - 60_000));
    const after = toIsoDate(new Date(Date.now() + 60_000));
    expect([before, after]).toContain(days[0]?.today);
    expect(days[0]?.session_day).toBe(toIsoDate(new Date(), 'Pacific/Kiritimati'));
  });
});
