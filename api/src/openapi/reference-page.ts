import type { DocumentedOperation, OpenApiDocument } from './document.ts';

type Schema = { $ref?: string; anyOf?: Schema[] };
type Content = Record<string, { schema?: Schema }> | undefined;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const nameOf = (schema: Schema | undefined): string => {
  if (!schema) return '';
  if (schema.anyOf) return schema.anyOf.map(nameOf).join(' | ');
  return schema.$ref?.split('/').at(-1) ?? 'inline';
};
const bodyName = (content: Content) => (content ? Object.entries(content).map(([type, body]) => nameOf(body.schema) + (type === 'text/plain' ? ' (text)' : '')).join(', ') : '');

const row = (path: string, method: string, op: DocumentedOperation) => {
  const parameters = (op.parameters ?? []).map((param) => `${param.in} ${param.name}${param.required ? '' : '?'}`);
  const request = [...parameters, ...(op.requestBody ? [`body ${bodyName(op.requestBody.content)}${op.requestBody.required ? '' : '?'}`] : [])];
  const responses = Object.entries(op.responses).map(([status, response]) => `${status} ${bodyName(response.content)}`.trim());
  const session = op['x-auth'] + (op['x-during-password-change'] === (op['x-auth'] === 'none' ? 'refused' : 'open') ? ` (${op['x-during-password-change']} during a password change)` : '');
  const cells = [`<code>${method.toUpperCase()}</code>`, `<code>${escape(path)}</code>${op['x-designed'] ? ' <em>designed</em>' : ''}`, escape(op.summary), escape(session), escape(request.join(', ')), escape(responses.join(', '))];
  return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
};

/** A plain reference page over /api/openapi.json itself: no scripts, readable without a viewer. */
export function referencePage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
  const services = [...new Set(operations.map(({ op }) => op.tags[0] ?? ''))];
  const sections = services.map((service) => {
    const rows = operations.filter(({ op }) => op.tags[0] === service).map(({ path, method, op }) => row(path, method, op)).join('\n');
    return `<h2>${escape(service)}</h2>\n<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Session</th><th>Request</th><th>Responses</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Comptoir API reference</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:90rem}table{border-collapse:collapse;width:100%;margin-bottom:2rem}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}code{white-space:nowrap}</style>
</head><body>
<h1>Comptoir API reference</h1>
<p>Schemas are the zod schemas the routes parse and core's contract; the machine-readable document is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Money is in integer cents. Session: none (anyone; a session, when sent, is used), buyer (the session cookie), admin (an administrator's). A buyer who must change a temporary password an administrator set is refused (403 auth.passwordChangeRequired) by the calls that need a session, except those marked open during a password change, and by those marked refused. Refusals answer the spec's Messages shape unless another schema is named. <em>designed</em>: spec §7 does not show the path.</p>
${sections.join('\n')}
</body></html>`;
}
