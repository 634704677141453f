import type { SpecCall } from './types.ts';

/** Order templates (spec §2.2 templates summary and order detail template, §2.5 Save As Template): paths not shown, designed (decision 023). */
export const templateCalls: readonly SpecCall[] = [
  { id: 'templates.list', service: 'orders', spec: "Templates summary (§2.2): the buyer's order templates; its path is not shown", route: 'GET /svc/orders/buyers/:buyerId/templates', designed: true },
  { id: 'templates.get', service: 'orders', spec: 'Order detail template (§2.2): one template with its products; its path is not shown', route: 'GET /svc/orders/templates/:templateId', designed: true },
  { id: 'templates.rename', service: 'orders', spec: 'Rename a template from the templates summary; its path is not shown', route: 'PATCH /svc/orders/templates/:templateId', designed: true },
  { id: 'templates.delete', service: 'orders', spec: 'Delete a template from the templates summary; its path is not shown', route: 'DELETE /svc/orders/templates/:templateId', designed: true },
  { id: 'templates.addToCart', service: 'orders', spec: "A template's products into the cart, as reorder does; its path is not shown", route: 'POST /svc/orders/templates/:templateId/add-to-cart', designed: true },
];
