import { EmptyBodySchema, RenameTemplateRequestSchema, SaveTemplateRequestSchema, TemplateParamsSchema } from '@comptoir/core';
import fc from 'fast-check';
import type { BadInputTarget } from './bad-input.ts';

/** A real-looking template id: the fuzzed part is the other one. */
const SOME_TEMPLATE = '00000000-0000-4000-8000-000000000001';
/** Names the rule refuses: blank, too long, not text, or with members a buyer may not set. */
const badNames = fc.oneof(
  fc.constantFrom('', '   ', '\t\n').map((name) => ({ name })),
  fc.string({ minLength: 81, maxLength: 120 }).filter((name) => name.trim().length > 80).map((name) => ({ name })),
  fc.constantFrom('buyerId', 'clientId', 'type', 'isShared', 'id').map((member) => ({ name: 'Monthly', [member]: 'x' })),
  fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string())).map((name) => ({ name })),
);

/** The order template routes (decision 023), spread into the bad-input fuzz targets. */
export const templateBadInputTargets: BadInputTarget[] = [
  { name: 'save cart or order as template: name', method: 'POST', persona: 'buyer', part: 'json', schema: SaveTemplateRequestSchema, values: badNames, url: () => '/svc/orders/orders/1000/template' },
  { name: 'templates buyer id', method: 'GET', persona: 'buyer', part: 'param', schema: TemplateParamsSchema.shape.templateId, url: (value) => `/svc/orders/buyers/${encodeURIComponent(value)}/templates` },
  { name: 'template id', method: 'GET', persona: 'buyer', part: 'param', schema: TemplateParamsSchema.shape.templateId, url: (value) => `/svc/orders/templates/${encodeURIComponent(value)}` },
  { name: 'delete template id', method: 'DELETE', persona: 'buyer', part: 'param', schema: TemplateParamsSchema.shape.templateId, url: (value) => `/svc/orders/templates/${encodeURIComponent(value)}` },
  { name: 'rename template body', method: 'PATCH', persona: 'buyer', part: 'json', schema: RenameTemplateRequestSchema, values: badNames, url: () => `/svc/orders/templates/${SOME_TEMPLATE}` },
  { name: 'add template to cart body', method: 'POST', persona: 'buyer', part: 'json', schema: EmptyBodySchema, url: () => `/svc/orders/templates/${SOME_TEMPLATE}/add-to-cart` },
];
