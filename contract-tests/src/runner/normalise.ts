import type { DayDecided } from './day-decided.ts';

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const timestamp = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/g;
const isoDate = /\b\d{4}-\d{2}-\d{2}\b/g;
const enMonths = 'January|February|March|April|May|June|July|August|September|October|November|December';
const frMonths = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
const shortMonths = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|janv\\.|févr\\.|avr\\.|juil\\.|sept\\.|oct\\.|nov\\.|déc\\.';
/** The spec's display formats: 'MMMM dd, yyyy' (en), 'dd MMMM yyyy' (fr) and 'dd MMM yyyy'. */
const textDates = new RegExp(`\\b(?:(?:${enMonths}) \\d{1,2}, \\d{4}|\\d{1,2}(?:er)?\\s(?:${frMonths}|${shortMonths})\\s\\d{4})`, 'g');
/** Random tokens: long base64url runs (session tokens, signed APIAUTH values, handoff secrets). */
const token = /(?<![\w<:-])(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![\w-]))[A-Za-z0-9_-]{32,}(?:\.[A-Za-z0-9_-]{16,})*(?![\w>-])/g;
/** Expiry instants in milliseconds since 1970 (inside signed tokens). */
const epochMs = /\b1\d{12}\b/g;
/** Keys whose values are measurements, never the same twice. */
const volatileKeys = new Set(['timing', 'requestId']);

export interface KnownValues {
  /** Every id of the seeded dataset: stable between runs, so kept as they are. */
  readonly datasetUuids: ReadonlySet<string>;
  /** Values created while recording that have a readable name: session id -> `<session:buyer-on>`. */
  readonly named: ReadonlyMap<string, string>;
  /** Numbers the day decides for this exchange's buyer (day-decided.ts): equal to the dataset's, they become its placeholder. */
  readonly dayDecided?: DayDecided;
}

/**
 * Replaces the values that change from run to run with stable placeholders; numbers the other new
 * uuids by first appearance (`<uuid:1>`), so one exchange still shows which ids are the same.
 */
export function createNormaliser(known: KnownValues) {
  const uuids = new Map<string, string>();
  const text = (value: string): string => {
    let result = value;
    for (const [raw, name] of known.named) if (raw.length >= 8 && result.includes(raw)) result = result.split(raw).join(name);
    result = result.replace(uuid, (id) => {
      const lower = id.toLowerCase();
      if (known.datasetUuids.has(lower)) return id;
      if (!uuids.has(lower)) uuids.set(lower, `<uuid:${uuids.size + 1}>`);
      return uuids.get(lower) as string;
    });
    return result.replace(timestamp, '<timestamp>').replace(isoDate, '<date>').replace(textDates, '<date>').replace(token, '<token>').replace(epochMs, '<epoch-ms>');
  };
  const value = (input: unknown, key?: string): unknown => {
    if (key !== undefined && volatileKeys.has(key) && input !== null) return `<${key}>`;
    const decided = key === undefined ? undefined : known.dayDecided?.get(key);
    if (decided && input === decided.value) return decided.placeholder;
    if (typeof input === 'string') return text(input);
    if (Array.isArray(input)) return input.map((item) => value(item));
    if (input && typeof input === 'object') return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, value(v, k)]));
    return input;
  };
  return { text, value };
}

export type Normaliser = ReturnType<typeof createNormaliser>;

/** The response headers a client reads, Set-Cookie included (its random values become placeholders). */
const keptHeaders = ['content-type', 'cache-control', 'location', 'retry-after'];

const cookieLine = (line: string, normaliser: Normaliser): string => {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const [name = '', ...rest] = pair.split('=');
  const cookieValue = rest.join('=');
  const shown = normaliser.text(cookieValue);
  const attrs = attributes.map((attribute) => (/^expires=/i.test(attribute) ? 'Expires=<date>' : attribute));
  return [`${name}=${shown}`, ...attrs].join('; ');
};

export function normaliseHeaders(headers: Headers, normaliser: Normaliser): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const name of keptHeaders) {
    const header = headers.get(name);
    if (header !== null) kept[name] = normaliser.text(header);
  }
  const cookies = headers.getSetCookie();
  if (cookies.length) kept['set-cookie'] = cookies.map((line) => cookieLine(line, normaliser)).sort();
  return kept;
}
