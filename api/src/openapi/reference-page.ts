import type { Operation } from './operations.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const bodyName = (body: Operation['responses'][number]): string => {
  if (body === null) return '(no contract schema yet)';
  if (typeof body === 'string') return body;
  return 'text' in body ? `${body.text} (text)` : body.join(' | ');
};

const row = (op: Operation) => {
  const request = op.request === undefined ? '' : typeof op.request === 'string' ? op.request : op.request.join(' | ');
  const responses = Object.entries({ ...op.responses, ...op.errors }).map(([status, body]) => `${status} ${bodyName(body)}`);
  return `<tr><td><code>${op.method.toUpperCase()}</code></td><td><code>${escape(op.path)}</code>${op.designed ? ' <em>designed</em>' : ''}</td><td>${escape(op.summary)}</td><td>${escape(request)}</td><td>${escape([...responses, 'default ErrorResponse'].join(', '))}</td></tr>`;
};

/** A plain reference page over the same operations as /api/openapi.json: no scripts, readable without a viewer. */
export function referencePage(operations: readonly Operation[]): string {
  const services = [...new Set(operations.map((op) => op.service))];
  const sections = services.map((service) => {
    const rows = operations.filter((op) => op.service === service).map(row).join('\n');
    return `<h2>${escape(service)}</h2>\n<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Request</th><th>Responses</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Comptoir API reference</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:80rem}table{border-collapse:collapse;width:100%;margin-bottom:2rem}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}code{white-space:nowrap}</style>
</head><body>
<h1>Comptoir API reference</h1>
<p>Schemas are core's zod contract; the machine-readable document is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Money is in integer cents. <em>designed</em>: spec §7 does not show the path.</p>
${sections.join('\n')}
</body></html>`;
}
