import type { ExchangeContext } from './define.ts';
import { del, get, patch, post, type ExchangeDefinition } from './define.ts';

const me = (logon: string) => (ctx: ExchangeContext) => ctx.buyer(logon).id;
/** A demo buyer's seeded template ('Weekly order' of buyer-on, 'Commande du lundi' of buyer-qc). */
const seeded = (logon: string) => (ctx: ExchangeContext) => ctx.dataset.shoppingLists.find((list) => list.buyerId === ctx.buyer(logon).id && list.type === 'template')?.id as string;
/** The template an earlier save answered. */
const saved = (ref: string) => (ctx: ExchangeContext) => (ctx.body(ref) as { templateId: string }).templateId;
const onOrder = (ctx: ExchangeContext) => (ctx.body('checkout.submit#success-en') as { orderId: number }).orderId;
const NO_SUCH_TEMPLATE = '00000000-0000-4000-8000-000000000000';

/** Order templates (decision 023), after the order service: buyer-on saves an order beside its seeded template, buyer-qc works on the one orders.template saved. */
export const templateExchanges: readonly ExchangeDefinition[] = [
  post('orders.template', 'success-en', (ctx) => `/svc/orders/orders/${onOrder(ctx)}/template`, { name: 'Office restock' }, { as: 'buyer-on' }),
  post('orders.template', 'name-taken-fr', (ctx) => `/svc/orders/orders/${onOrder(ctx)}/template`, { name: 'office RESTOCK' }, { as: 'buyer-on', lang: 'fr' }),
  get('templates.list', 'success-en', (ctx) => `/svc/orders/buyers/${me('buyer-on')(ctx)}/templates`, { as: 'buyer-on' }),
  get('templates.list', 'success-fr', (ctx) => `/svc/orders/buyers/${me('buyer-qc')(ctx)}/templates`, { as: 'buyer-qc', lang: 'fr' }),
  get('templates.list', 'other-buyer-en', (ctx) => `/svc/orders/buyers/${me('buyer-qc')(ctx)}/templates`, { as: 'buyer-on' }),
  get('templates.list', 'other-buyer-fr', (ctx) => `/svc/orders/buyers/${me('buyer-on')(ctx)}/templates`, { as: 'buyer-qc', lang: 'fr' }),
  get('templates.get', 'success-en', (ctx) => `/svc/orders/templates/${seeded('buyer-on')(ctx)}`, { as: 'buyer-on' }),
  get('templates.get', 'success-fr', (ctx) => `/svc/orders/templates/${saved('orders.template#success-fr')(ctx)}`, { as: 'buyer-qc', lang: 'fr' }),
  get('templates.get', 'other-client-fr', (ctx) => `/svc/orders/templates/${seeded('buyer-on')(ctx)}`, { as: 'buyer-qc', lang: 'fr' }),
  get('templates.get', 'bad-id-en', '/svc/orders/templates/not-a-template', { as: 'buyer-on' }),
  patch('templates.rename', 'success-fr', (ctx) => `/svc/orders/templates/${saved('orders.template#success-fr')(ctx)}`, { name: 'Fournitures mensuelles' }, { as: 'buyer-qc', lang: 'fr' }),
  patch('templates.rename', 'name-taken-en', (ctx) => `/svc/orders/templates/${seeded('buyer-on')(ctx)}`, { name: 'Office restock' }, { as: 'buyer-on' }),
  patch('templates.rename', 'no-name-fr', (ctx) => `/svc/orders/templates/${seeded('buyer-qc')(ctx)}`, { name: '  ' }, { as: 'buyer-qc', lang: 'fr' }),
  post('templates.addToCart', 'success-en', (ctx) => `/svc/orders/templates/${seeded('buyer-on')(ctx)}/add-to-cart`, {}, { as: 'buyer-on' }),
  post('templates.addToCart', 'success-fr', (ctx) => `/svc/orders/templates/${saved('orders.template#success-fr')(ctx)}/add-to-cart`, {}, { as: 'buyer-qc', lang: 'fr' }),
  post('templates.addToCart', 'other-client-fr', (ctx) => `/svc/orders/templates/${seeded('buyer-on')(ctx)}/add-to-cart`, {}, { as: 'buyer-qc', lang: 'fr' }),
  del('templates.delete', 'success-en', (ctx) => `/svc/orders/templates/${saved('orders.template#success-en')(ctx)}`, undefined, { as: 'buyer-on' }),
  del('templates.delete', 'unknown-fr', `/svc/orders/templates/${NO_SUCH_TEMPLATE}`, undefined, { as: 'buyer-qc', lang: 'fr' }),
];
