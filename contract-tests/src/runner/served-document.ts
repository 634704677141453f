import { apiPrefixes, requestSchemaOf, type OpenApiDocument, type RequestPart } from '@comptoir/api';
import { appWithoutDatabase } from './registered-routes.ts';

type Schema = { toJSONSchema(params: { target: 'draft-2020-12'; io: 'input'; unrepresentable: 'any' }): Record<string, unknown> };

/** The app as the server composes it, the built storefront and console included (their files are read only when asked for). */
export const servedApp = appWithoutDatabase({ webDist: '/nonexistent/web', adminDist: '/nonexistent/admin', mediaDir: '/nonexistent/media' });
export const servedDocument = (await (await servedApp.request('/api/openapi.json')).json()) as OpenApiDocument;

/** `POST /api/searchByProductList/:a/:b/:c/:d`: an optional segment is documented like any other. */
export const routeOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\?/g, '')}`;
export const documentedOperation = (route: string) => {
  const [method = '', path = ''] = route.split(' ');
  return servedDocument.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
};

/** The schemas each registered route parses with the shared validate (its marks), as JSON Schema of their input. */
export const parsedParts = new Map<string, Map<RequestPart, Record<string, unknown>>>();
for (const route of servedApp.routes) {
  if (route.method === 'ALL') continue;
  const parts = parsedParts.get(routeOf(route.method, route.path)) ?? new Map<RequestPart, Record<string, unknown>>();
  parsedParts.set(routeOf(route.method, route.path), parts);
  const parsed = requestSchemaOf(route.handler);
  if (!parsed) continue;
  const { $schema: _dialect, ...json } = (parsed.schema as unknown as Schema).toJSONSchema({ target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
  parts.set(parsed.part, json);
}

/** Routes outside /api, /svc and /admin-api are the storefront's and console's pages and files (static-apps.ts), served to browsers. */
export const isApiRoute = (route: string) => apiPrefixes.some((prefix) => route.split(' ')[1]?.startsWith(`${prefix}/`));

/** A `$ref` to a component, resolved. */
export const resolved = (schema: Record<string, unknown> | undefined) => {
  const name = typeof schema?.$ref === 'string' ? schema.$ref.split('/').at(-1) : undefined;
  return name === undefined ? schema : servedDocument.components.schemas[name];
};
