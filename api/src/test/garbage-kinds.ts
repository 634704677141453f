import { cookieNames } from '../platform/session-cookies.ts';
import { plainRequest, withMember, type Background, type GarbageCase, type JsonSchema, type MemberPath, type SweptOperation } from './garbage.ts';

/**
 * Every kind of garbage once per operation, deterministic: what garbage.ts draws at random, as a fixed list a run
 * always sends in full (prototype keys as raw JSON text, bodies of every other JSON type, 10,000 levels deep, a
 * megabyte of text, numbers JSON cannot carry, lone surrogates, NUL, path segments that escape or do not decode,
 * query keys repeated or in bracket syntax, an APIAUTH or session cookie of no session). Each changes one thing of the caller's
 * valid request.
 */
const DEPTH = 10_000;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
/** A megabyte of text inside a body, under the 1 MiB body limit: it reaches the route's schema. */
const MEGABYTE_TEXT = 'x'.repeat(1_000_000);
/** Stands in a JSON text for the raw text that replaces it. */
const MARK = '\u0001raw\u0001';

/** `value` as JSON text with the member at `path` written as `raw` (text JSON.stringify cannot make: 1e309, -0, a deep nest). */
const withRawMember = (value: unknown, path: MemberPath, raw: string) => JSON.stringify(withMember(value, path, MARK)).replace(JSON.stringify(MARK), raw);
/** An object body's JSON text with `raw` members written first (`"__proto__":{…}`, which JSON.parse keeps as an own key). */
const withRawKeys = (value: unknown, raw: string) => {
  const text = JSON.stringify(value);
  return text.startsWith('{}') ? `{${raw}}` : text.startsWith('{') ? `{${raw},${text.slice(1)}` : `{${raw}}`;
};

/** The path to the first leaf of the body that satisfies `is` (an array's first item, an object's members in order). */
const firstLeaf = (value: unknown, is: (leaf: unknown) => boolean, at: MemberPath = []): MemberPath | undefined => {
  if (is(value)) return at;
  if (Array.isArray(value)) return value.length ? firstLeaf(value[0], is, [...at, 0]) : undefined;
  if (value && typeof value === 'object') {
    for (const [name, member] of Object.entries(value)) {
      const found = firstLeaf(member, is, [...at, name]);
      if (found) return found;
    }
  }
  return undefined;
};

/** Path segments: overlong, NUL, a traversal, text that is no id, and percent-encoding that is no UTF-8 (sent as written). */
const segments: ReadonlyArray<[string, string]> = [
  ['overlong', 'x'.repeat(10_000)],
  ['NUL', '%00'],
  ['traversal', '..%2F..%2Fadmin-api%2Faudit'],
  ['unicode', encodeURIComponent('Montréal 🧾 漢字')],
  ['not a uuid', 'not-a-uuid'],
  ['lone surrogate', '%ED%A0%80'],
  ['broken percent-encoding', '%E0%A4%A'],
];

/** Query texts for a parameter named `name`. */
const queryTexts = (name: string): ReadonlyArray<[string, string]> => [
  ['repeated', `${name}=1&${name}=2`],
  ['array syntax', `${name}[]=1&${name}[]=2`],
  ['indexed syntax', `${name}[0]=1`],
  ['object syntax', `${name}[__proto__][isAdmin]=1`],
  ['1e309', `${name}=1e309`],
  ['-0', `${name}=-0`],
  ['NaN', `${name}=NaN`],
  ['NUL', `${name}=a%00b`],
  ['lone surrogate', `${name}=%ED%A0%80`],
  ['10,000 characters', `${name}=${'x'.repeat(10_000)}`],
];

export function everyGarbageKind(op: SweptOperation, components: Record<string, JsonSchema>, valid: Background): GarbageCase[] {
  const { params, query, headers, json } = plainRequest(op, components, valid);
  const body = json === undefined ? {} : json;
  const plain = { params, query, headers, ...(json === undefined ? {} : { body: JSON.stringify(json) }) };
  const cases: GarbageCase[] = [];

  const pathNames = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  segments.forEach(([what, segment], index) => {
    const name = pathNames[index % Math.max(1, pathNames.length)];
    if (name === undefined) return;
    const encoded = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, encodeURIComponent(value)]));
    cases.push({ ...plain, what: `path ${name} ${what}`, params: { ...encoded, [name]: segment }, encodedParams: true });
  });

  const withQuery = (what: string, text: string): GarbageCase => ({ ...plain, what: `query ${what}`, query: [query, text].filter(Boolean).join('&') });
  const queryName = op.parameters.find((p) => p.in === 'query')?.name;
  if (queryName) for (const [what, text] of queryTexts(queryName)) cases.push(withQuery(`${queryName} ${what}`, text));
  // An operation without query parameters still gets them, all at once: ignored, they must never break it.
  else cases.push(withQuery('parameters nobody asked for, in every syntax', queryTexts('a').map((_, index) => (queryTexts(`a${index}`)[index] as [string, string])[1]).join('&')));

  // What a stale or forged client sends: an APIAUTH token of no session, a session cookie no session has (ended, or typed).
  cases.push(
    { ...plain, what: 'header APIAUTH of no session', headers: { ...headers, [cookieNames.apiAuth]: 'garbage.0.%00' } },
    { ...plain, what: 'a session cookie no session has', headers: { ...headers, Cookie: `${cookieNames.session}=${'A'.repeat(43)}; ${cookieNames.apiAuth}=x` } },
  );

  if (op.method === 'get') return cases;
  const withBody = (what: string, text: string): GarbageCase => ({ ...plain, what: `body ${what}`, body: text });
  // Without such a member, one nobody asked for: beside the others, or in a list body's first item.
  const unknown = (name: string): MemberPath => (Array.isArray(body) ? [0, name] : [name]);
  const text = firstLeaf(body, (leaf) => typeof leaf === 'string') ?? unknown('note');
  const number = firstLeaf(body, (leaf) => typeof leaf === 'number') ?? unknown('quantity');
  const firstMember = Object.keys(body as object)[0];
  cases.push(
    withBody('"__proto__" key', withRawKeys(body, '"__proto__":{"isAdmin":true,"clientId":"00000000-0000-4000-8000-000000000001"}')),
    withBody('"constructor" key', withRawKeys(body, '"constructor":{"prototype":{"isAdmin":true}}')),
    withBody('"prototype" key', withRawKeys(body, '"prototype":{"isAdmin":true}')),
    withBody('an array', JSON.stringify([body])),
    withBody('a string', JSON.stringify('garbage')),
    withBody('a number', '42'),
    withBody('null', 'null'),
    withBody('objects 10,000 deep', deepObject),
    withBody('arrays 10,000 deep', deepArray),
    withBody('a member 10,000 deep', withRawMember(body, firstMember === undefined ? ['deep'] : [firstMember], deepObject)),
    withBody('an unknown member 10,000 deep', withRawMember(body, ['deep'], deepObject)),
    withBody('invalid JSON', '{"a":'),
    withBody('NaN as a JSON value', withRawMember(body, number, 'NaN')),
    withBody(`${text.join('.')} a megabyte long`, withRawMember(body, text, JSON.stringify(MEGABYTE_TEXT))),
    withBody(`${number.join('.')}=1e309`, withRawMember(body, number, '1e309')),
    withBody(`${number.join('.')}=-0`, withRawMember(body, number, '-0')),
    withBody(`${number.join('.')}="NaN"`, withRawMember(body, number, '"NaN"')),
    withBody(`${text.join('.')} a lone surrogate`, withRawMember(body, text, '"a\\ud800b"')),
    withBody(`${text.join('.')} with NUL`, withRawMember(body, text, '"a\\u0000b"')),
    withBody('a raw NUL byte', `${plain.body ?? '{}'}\u0000`),
    // A route that reads no body ignores one of any type; one that reads JSON refuses the others.
    { ...plain, what: 'body as text/plain', headers: { ...headers, 'Content-Type': 'text/plain' }, body: plain.body ?? '{}', ...(op.body ? { refusedByEnvelope: true as const } : {}) },
    { ...plain, what: 'body as a form', headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1&a=2&isAdmin=true', ...(op.body ? { refusedByEnvelope: true as const } : {}) },
  );
  return cases;
}
