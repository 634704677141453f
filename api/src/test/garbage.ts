import fc from 'fast-check';

/**
 * Garbage an outsider sends, built from an operation of the OpenAPI document (its parameters and request body
 * schema), so an operation added to the document is swept without a line here. Each case changes one thing of a
 * plausible request; openapi-sweep.test.ts decides from the route's own zod schemas whether it is bad input.
 */
export type JsonSchema = Record<string, unknown>;
export interface DocumentParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  readonly schema: JsonSchema;
}
export interface SweptOperation {
  readonly method: string;
  readonly path: string;
  readonly parameters: readonly DocumentParameter[];
  /** The request body's schema, $refs resolved; undefined when the operation takes none. */
  readonly body?: JsonSchema;
}
export interface GarbageCase {
  readonly what: string;
  readonly params: Readonly<Record<string, string>>;
  /** The query string as sent, without '?'. */
  readonly query: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The body as sent; undefined: none. */
  readonly body?: string;
  /** The path parameters are sent as written, already percent-encoded (a raw '%00', '..%2F'); otherwise each is encoded. */
  readonly encodedParams?: true;
  /** The request is refused before any route's schema sees it (another content type, over the limit). */
  readonly refusedByEnvelope?: true;
}

export const TEN_THOUSAND = 10_000;
/** Over the 1 MiB body limit (platform/body-limit.ts). */
const OVERSIZED = `{"padding":"${'x'.repeat(1024 * 1024 + 16)}"}`;

/** Text that breaks naive code: empty, blank, huge, control characters and NUL, emoji, combining accents, bidi, markup, SQL. */
export const oddTexts = [
  '', ' ', '\t\n', 'x'.repeat(TEN_THOUSAND), 'é'.repeat(TEN_THOUSAND), 'a\u0000b', '\u0001\u0007\u001b[31m\u007f', '🧾👩🏽‍💼🇨🇦', 'e\u0301\u0308\u0327 Montre\u0301al', '\u202egnp.exe',
  '\u200b', '\ufeff', "'; drop table buyers; --", '<script>alert(1)</script>', '{{7*7}}', '../../etc/passwd', 'ÉÀ Çà « » ’',
] as const;
/** Numbers as text and as JSON: negative, fractional, huge, past an integer column, NaN-like. */
export const oddNumberTexts = ['-1', '0', '1.5', '-0', '1e309', 'NaN', 'Infinity', '-Infinity', '0x10', '2147483648', '9007199254740993', '99999999999999999999999', ' 42 ', '4 2', '1,5'] as const;
const oddNumbers = [-1, 0, 0.5, -0, 1e308, 2_147_483_648, 9_007_199_254_740_993, -9_007_199_254_740_993] as const;
/** Path ids that are no id: not a UUID, a UUID with a tail, other formats, an id of another kind. */
const oddIds = ['not-a-uuid', '00000000-0000-4000-8000-00000000000g', '00000000-0000-4000-8000-000000000001x', '{00000000-0000-4000-8000', 'EW1000', 'null', 'undefined', '[object Object]', '%', '%00', '~'];

/** Any JSON value of another type or a strange one: what a field's garbage is drawn from. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { $gt: '' }, { __proto__: { isAdmin: true } }, [1, 2, 3], ...oddNumbers, ...oddTexts, ...oddNumberTexts),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);
/** Text for a path segment or query value (a URL carries text only). */
export const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom<string>(...oddTexts.filter((text) => text !== ''), ...oddNumberTexts, ...oddIds),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
);

/** A raw body that is not one JSON object: cut short, NaN, several values, deep, a BOM, a lone surrogate escaped. */
const rawBodies = ['', '{', '{"a":', 'nul', 'NaN', '{"x": NaN}', '{"x": 1e999}', '{} {}', '\ufeff{}', `${'['.repeat(5000)}${']'.repeat(5000)}`, '{"a":"\\ud800"}', '{"a":"\\u0000"}', "{'a':1}"];
/** Content types that are not JSON, or JSON's in name only. */
const otherContentTypes = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/jsonx', 'json'];

const resolveOf = (components: Record<string, JsonSchema>) => {
  const resolve = (schema: JsonSchema): JsonSchema => {
    const ref = schema.$ref;
    return typeof ref === 'string' ? resolve(components[ref.replace('#/components/schemas/', '')] ?? {}) : schema;
  };
  return resolve;
};

/** A value the schema probably takes (first enum, in range, the right length): the background the one odd change stands out on. */
export function plausible(schema: JsonSchema, resolve: (schema: JsonSchema) => JsonSchema): unknown {
  const s = resolve(schema);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if ('default' in s) return s.default;
  const options = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (options?.length) return plausible(options[0] as JsonSchema, resolve);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'integer' || type === 'number') return Math.max(1, Number(s.minimum ?? (typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 1)));
  if (type === 'boolean') return true;
  // One item at least, so an item's own members can be made odd on a plausible background.
  if (type === 'array') return Array.from({ length: Math.max(1, Number(s.minItems ?? 0)) }, () => plausible((s.items ?? {}) as JsonSchema, resolve));
  if (type === 'object' || s.properties) {
    const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((s.required ?? []) as string[]);
    return Object.fromEntries(Object.entries(properties).filter(([name]) => required.has(name)).map(([name, property]) => [name, plausible(property, resolve)]));
  }
  // A number a path or a query carries as text (core's wholeNumberText): its digits.
  if (typeof s.pattern === 'string' && new RegExp(s.pattern).test('1') && !new RegExp(s.pattern).test('A1')) return '1';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
  if (s.format === 'date-time') return '2026-03-02T15:00:00Z';
  if (s.format === 'date') return '2026-03-04';
  if (s.format === 'email') return 'someone@example.ca';
  return 'A1'.padEnd(Number(s.minLength ?? 2), 'A');
}

/** What a valid request of the caller sends, as far as known. */
export interface Background {
  readonly params?: Readonly<Record<string, string>>;
  /** The query string, without '?'. */
  readonly query?: string;
  readonly body?: unknown;
}

export type MemberPath = ReadonlyArray<string | number>;
interface BodyShape {
  readonly base: unknown;
  /** Every member, nested ones too (an array's first item), three levels deep at most. */
  readonly paths: readonly MemberPath[];
}

/** The shapes a body may take (each anyOf option: a buyer PATCH is an object or a json-patch list), each with its members. */
function bodyShapes(schema: JsonSchema, resolve: (schema: JsonSchema) => JsonSchema): BodyShape[] {
  const s = resolve(schema);
  const options = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (options?.length) return options.flatMap((option) => bodyShapes(option, resolve));
  const members = (node: JsonSchema, at: MemberPath): MemberPath[] => {
    const resolved = resolve(node);
    if (at.length >= 3) return [];
    if (resolved.items) return members(resolved.items as JsonSchema, [...at, 0]);
    const choice = ((resolved.anyOf ?? resolved.oneOf) as JsonSchema[] | undefined)?.[0];
    if (choice) return members(choice, at);
    return Object.entries((resolved.properties ?? {}) as Record<string, JsonSchema>).flatMap(([name, property]) => [[...at, name], ...members(property, [...at, name])]);
  };
  return [{ base: plausible(s, resolve), paths: members(s, []) }];
}

/** `value` with the member at `path` set (or removed, for undefined), containers made as needed. */
export const withMember = (value: unknown, path: MemberPath, member: unknown): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return member;
  const container = (Array.isArray(value) ? [...value] : value && typeof value === 'object' ? { ...value } : typeof head === 'number' ? [] : {}) as Record<string | number, unknown>;
  const next = withMember(container[head], rest, member);
  if (next === undefined) delete container[head];
  else container[head] = next;
  return container;
};
const pathText = (path: MemberPath) => path.join('.');

/** The valid request of the caller, its parts the background leaves out made plausible from the schema; `json` is the body before encoding. */
export function plainRequest(op: SweptOperation, components: Record<string, JsonSchema>, valid: Background) {
  const resolve = resolveOf(components);
  const background = (place: DocumentParameter['in']) =>
    Object.fromEntries(op.parameters.filter((p) => p.in === place && (place === 'path' || p.required)).map((p) => [p.name, valid.params?.[p.name] ?? String(plausible(p.schema, resolve))]));
  const query = valid.query ?? new URLSearchParams(background('query')).toString();
  return { params: background('path'), query, headers: background('header'), json: op.body ? (valid.body ?? plausible(op.body, resolve)) : undefined };
}

/** One request property (a field, a parameter) made odd: replaced, or removed when required. */
const pick = <T>(items: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...items);

/**
 * The garbage cases of one operation, each on a background: `valid` gives what a valid request of the caller
 * would send (the path parameters of their own objects, a query, a body), so a case reaches past ownership and
 * the other members' checks to its odd part; what it leaves out is made plausible from the schema.
 */
export function garbageCases(op: SweptOperation, components: Record<string, JsonSchema>, valid: Background): fc.Arbitrary<GarbageCase> {
  const resolve = resolveOf(components);
  const byPlace = (place: DocumentParameter['in']) => op.parameters.filter((parameter) => parameter.in === place);
  const { params, query, headers, json } = plainRequest(op, components, valid);
  const plain = { params, query, headers, ...(json === undefined ? {} : { body: JSON.stringify(json) }) };
  const arbitraries: Array<fc.Arbitrary<GarbageCase>> = [];

  const paths = byPlace('path');
  // '.' and '..' are no segment: the URL drops them and another route answers (the api's 404).
  const segment = oddText.filter((text) => text !== '.' && text !== '..');
  if (paths.length) arbitraries.push(fc.tuple(pick(paths), segment).map(([p, value]) => ({ ...plain, what: `path ${p.name}=${JSON.stringify(value.slice(0, 60))}`, params: { ...params, [p.name]: value } })));
  const queries = byPlace('query');
  if (queries.length) {
    const withQuery = (text: string, what: string): GarbageCase => ({ ...plain, what: `query ${what}`, query: [query, text].filter(Boolean).join('&') });
    arbitraries.push(
      fc.tuple(pick(queries), oddText).map(([p, value]) => withQuery(new URLSearchParams([[p.name, value]]).toString(), `${p.name}=${JSON.stringify(value.slice(0, 60))}`)),
      // A key given twice arrives as an array; `k[]` and a bare `k` are how other frameworks spell lists and flags.
      pick(queries).map((p) => withQuery(`${p.name}=1&${p.name}=2`, `${p.name} repeated`)),
      pick(queries).map((p) => withQuery(`${p.name}[]=1&${p.name}[]=2`, `${p.name}[] as an array`)),
      pick(queries).map((p) => withQuery(`${p.name}=%E0%A4%A&${p.name}%ZZ=1`, `${p.name} with broken percent-encoding`)),
    );
  }
  const headerParameters = byPlace('header');
  if (headerParameters.length) {
    const printable = oddText.filter((text) => /^[\u0020-\u007e\u00a0-\u00ff]*$/.test(text));
    arbitraries.push(fc.tuple(pick(headerParameters), fc.oneof(printable, fc.constant(''))).map(([p, value]) => ({ ...plain, what: `header ${p.name}=${JSON.stringify(value.slice(0, 60))}`, headers: { ...headers, [p.name]: value } })));
  }
  if (op.body) {
    const withBody = (value: unknown, what: string): GarbageCase => ({ ...plain, what: `body ${what}`, body: JSON.stringify(value) });
    const object = (json && typeof json === 'object' && !Array.isArray(json) ? json : {}) as Record<string, unknown>;
    arbitraries.push(
      oddValue.map((value) => withBody(value, `a whole ${JSON.stringify(value)?.slice(0, 40)}`)),
      fc.tuple(fc.constantFrom('unknownField', 'clientId', 'buyerId', 'isAdmin', '__proto__', 'constructor'), oddValue).map(([name, value]) => withBody({ ...object, [name]: value }, `unknown field ${name}`)),
      pick(rawBodies).map((raw) => ({ ...plain, what: `raw body ${JSON.stringify(raw.slice(0, 30))}`, body: raw })),
      pick(otherContentTypes).map((type) => ({ ...plain, what: `content type ${type}`, headers: { ...headers, 'Content-Type': type }, refusedByEnvelope: true as const })),
    );
    const sameKind = (a: unknown, b: unknown) => Array.isArray(a) === Array.isArray(b) && typeof a === typeof b;
    const shapes = bodyShapes(op.body, resolve)
      .filter((shape) => shape.paths.length > 0)
      .map((shape) => (valid.body !== undefined && sameKind(valid.body, shape.base) ? { ...shape, base: valid.body } : shape));
    if (shapes.length) {
      const member = pick(shapes).chain((shape) => fc.tuple(fc.constant(shape), pick(shape.paths)));
      arbitraries.push(
        fc.tuple(member, oddValue).map(([[shape, path], value]) => withBody(withMember(shape.base, path, value), `${pathText(path)}=${JSON.stringify(value)?.slice(0, 60)}`)),
        member.map(([shape, path]) => withBody(withMember(shape.base, path, undefined), `without ${pathText(path)}`)),
        // Everything odd at once: no member of the body is what it should be.
        pick(shapes).chain((shape) => fc.array(oddValue, { minLength: shape.paths.length, maxLength: shape.paths.length }).map((values) => withBody(shape.paths.reduce((body, path, index) => withMember(body, path, values[index]), shape.base), 'every member odd at once'))),
      );
    }
  }
  if (op.method !== 'get') arbitraries.push(fc.constant({ ...plain, what: 'body over the 1 MiB limit', body: OVERSIZED, refusedByEnvelope: true as const }));
  // Every operation, less often: a parameter nobody asked for (ignored: it is no bad input, but must never break the route).
  const unknownParameter = oddText.map((value) => ({ ...plain, what: `unknown query parameter ${JSON.stringify(value.slice(0, 40))}`, query: [query, new URLSearchParams([['x', value]]).toString()].filter(Boolean).join('&') }));
  return fc.oneof({ arbitrary: unknownParameter, weight: 1 }, ...arbitraries.map((arbitrary) => ({ arbitrary, weight: 3 })));
}
