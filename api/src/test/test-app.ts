import type { Dataset } from '@comptoir/fixtures';
import { createApp } from '../app.ts';
import type { TestDb } from '../db/test-db.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { FlagService } from '../platform/flags.ts';
import { createLogger, type Logger } from '../platform/logger.ts';
import { requestLimitClasses, type RequestLimitOverrides } from '../platform/request-limits.ts';
import { worldDataset } from './world-dataset.ts';

export { DATASET_NOW } from './world-dataset.ts';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'Comptoir2026!';
export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough';

export type TestApp = ReturnType<typeof createApp>;

/**
 * Functional tests send many calls per buyer within seconds (fuzzing 40 bad submissions, say): the limits
 * stay on but far away, so a test meets its own answer, never a 429. limited-endpoints.test.ts tests them.
 */
export const functionalTestLimits: RequestLimitOverrides = {
  rules: Object.fromEntries(requestLimitClasses.map((name) => [name, { limit: 1_000_000, windowMs: 60_000, burst: 100_000 }])),
};

export interface World {
  readonly app: TestApp;
  readonly dataset: Dataset;
  readonly flags: FlagService;
  /** Buyer id by logon name (buyer-on, admin-qc …). */
  readonly buyerId: (logonName: string) => string;
  readonly clientIdOf: (logonName: string) => string;
}

/** The tests' world (world-dataset.ts), seeded unless the database starts as its snapshot (describeEachWorld). */
export async function seedWorld(testDb: TestDb, options: { logger?: Logger } = {}): Promise<World> {
  const dataset = worldDataset();
  if (!testDb.seeded) await seedDatabase(testDb.db, dataset);
  const flags = new FlagService(testDb.db, 0);
  const app = createApp({
    db: testDb.db,
    databaseKind: testDb.kind,
    logger: options.logger ?? createLogger('silent'),
    // Behind a proxy as in production: each test caller comes from its own X-Forwarded-For address.
    config: { nodeEnv: 'test', publicOrigin: TEST_ORIGIN, sessionSecret: TEST_SESSION_SECRET, trustProxy: true, requestLimits: functionalTestLimits },
    flags,
  });
  const byLogon = new Map(dataset.buyers.map((b) => [b.logonName, b]));
  const find = (logonName: string) => {
    const buyer = byLogon.get(logonName);
    if (!buyer) throw new Error(`No demo buyer ${logonName}`);
    return buyer;
  };
  return { app, dataset, flags, buyerId: (name) => find(name).id, clientIdOf: (name) => find(name).clientId };
}

/** Cookie header value from a response's Set-Cookie headers (deleted cookies left out). */
export const cookiesFrom = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] as string)
    .filter((pair) => !/=$/.test(pair))
    .join('; ');

export interface SignedIn {
  readonly cookie: string;
  readonly buyerId: string;
  readonly sessionId: string;
  readonly headers: Record<string, string>;
}

let addressCounter = 0;
/** Each sign-in comes from its own address so tests never trip the per-address limit of another. */
export const freshAddress = () => `203.0.113.${(addressCounter++ % 250) + 1}`;

export async function signIn(app: TestApp, logonName: string, password = TEST_PASSWORD): Promise<SignedIn> {
  const response = await app.request('/svc/auth/api/buyer/authenticate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() },
    body: JSON.stringify({ LogonName: logonName, Password: password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in of ${logonName} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { buyerId: string; sessionId: string };
  const cookie = cookiesFrom(response);
  return { cookie, buyerId: body.buyerId, sessionId: body.sessionId, headers: { Cookie: cookie, Origin: TEST_ORIGIN } };
}

export const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Tests read answers loosely and assert on them; the contract tests check the exact shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBody = any;
export const bodyOf = async (response: Response): Promise<AnyBody> => response.json();
