import type { RecordedExchange } from '@comptoir/fixtures';
import { GUEST, exchangeRef, type ExchangeContext, type ExchangeDefinition, type ExchangeRequest } from '../exchanges/define.ts';
import { CookieJar } from './cookie-jar.ts';
import { datasetUuids } from './dataset-ids.ts';
import { dayDecidedFor } from './day-decided.ts';
import { createNormaliser, normaliseHeaders, type KnownValues } from './normalise.ts';
import { DEMO_PASSWORD, RECORDING_ORIGIN, type World } from './world.ts';

export interface ExchangeRun {
  readonly definition: ExchangeDefinition;
  readonly ref: string;
  readonly method: string;
  /** The answer as sent, for the contract check. */
  readonly status: number;
  readonly contentType: string;
  readonly body: unknown;
  /** The answer normalised, for the recording and the replay comparison. */
  readonly recorded: RecordedExchange;
}

const recordedRequestHeaders = ['Accept-Language', 'Content-Type', 'Idempotency-Key'];

/** Runs exchange definitions in order against one world, signing demo logons in on first use. */
export function createRunner(world: World) {
  const named = new Map<string, string>();
  const known: KnownValues = { datasetUuids: datasetUuids(world.dataset), named };
  const jars = new Map<string, CookieJar>();
  const sessions = new Map<string, { buyerId: string; sessionId: string }>();
  const bodies = new Map<string, unknown>();
  let address = 0;
  // Each request from its own documentation address, so no rate limit of one exchange leaks into another.
  const nextAddress = () => `198.51.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`;

  const signIn = async (logonName: string) => {
    const jar = new CookieJar();
    const response = await world.app.request('/svc/auth/api/buyer/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextAddress() },
      body: JSON.stringify({ LogonName: logonName, Password: DEMO_PASSWORD }),
    });
    if (response.status !== 200) throw new Error(`Sign-in of ${logonName} answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { buyerId: string; sessionId: string };
    jar.update(response);
    jars.set(logonName, jar);
    sessions.set(logonName, { buyerId: body.buyerId, sessionId: body.sessionId });
    named.set(body.sessionId, `<session:${logonName}>`);
    const token = jar.get('SessionId');
    if (token) named.set(token, `<session-token:${logonName}>`);
  };

  const ensureSignedIn = async (logonName: string) => {
    if (logonName === GUEST) {
      if (!jars.has(GUEST)) jars.set(GUEST, new CookieJar());
    } else if (!sessions.has(logonName)) await signIn(logonName);
  };

  const context: ExchangeContext = {
    dataset: world.dataset,
    buyer: world.buyer,
    session: (logonName) => {
      const session = sessions.get(logonName);
      if (!session) throw new Error(`${logonName} is not signed in: name it in the exchange's \`as\``);
      return session;
    },
    body: (ref) => {
      if (!bodies.has(ref)) throw new Error(`Exchange ${ref} has not run yet (exchanges run in definition order)`);
      return bodies.get(ref);
    },
  };

  /** The headers a client sends: the language header always, JSON content type with a body. */
  const clientHeaders = (definition: ExchangeDefinition, request: ExchangeRequest): Record<string, string> => ({
    'Accept-Language': definition.lang === 'fr' ? 'fr-CA' : 'en-CA',
    ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...request.headers,
  });

  const send = async (definition: ExchangeDefinition, request: ExchangeRequest, sent: Record<string, string>): Promise<Response> => {
    const headers: Record<string, string> = { ...sent, 'X-Forwarded-For': nextAddress() };
    const jar = definition.as ? jars.get(definition.as) : undefined;
    if (jar) Object.assign(headers, { Cookie: jar.header(), Origin: RECORDING_ORIGIN });
    const init: RequestInit = { method: request.method, headers };
    if (request.body !== undefined) init.body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    const response = await world.app.request(request.path, init);
    jar?.update(response);
    if (definition.as && jar && jar.get('SessionId') === undefined) sessions.delete(definition.as);
    return response;
  };

  return async function run(definition: ExchangeDefinition): Promise<ExchangeRun> {
    if (definition.as) await ensureSignedIn(definition.as);
    const request = typeof definition.request === 'function' ? definition.request(context) : definition.request;
    const sent = clientHeaders(definition, request);
    const response = await send(definition, request, sent);
    const contentType = response.headers.get('content-type') ?? '';
    const raw = await response.text();
    const body: unknown = contentType.includes('json') && raw !== '' ? JSON.parse(raw) : raw;
    const ref = exchangeRef(definition);
    bodies.set(ref, body);
    const normaliser = createNormaliser({ ...known, dayDecided: dayDecidedFor(world.dataset, definition.as) });
    const recordedHeaders = Object.fromEntries(recordedRequestHeaders.filter((name) => sent[name] !== undefined).map((name) => [name, normaliser.text(sent[name] as string)]));
    const recorded: RecordedExchange = {
      variant: definition.variant,
      as: definition.as ?? null,
      request: { method: request.method, path: normaliser.text(request.path), headers: recordedHeaders, ...(request.body === undefined ? {} : { body: normaliser.value(request.body) }) },
      response: { status: response.status, headers: normaliseHeaders(response.headers, normaliser), body: normaliser.value(body) },
    };
    return { definition, ref, method: request.method, status: response.status, contentType, body, recorded };
  };
}

export type Runner = ReturnType<typeof createRunner>;
