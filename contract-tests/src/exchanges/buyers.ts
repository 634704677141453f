import { get, patch, post, type ExchangeContext, type ExchangeDefinition } from './define.ts';
import { NO_SUCH_UUID } from './lookups.ts';

const me = (logon: string) => (ctx: { buyer(logon: string): { id: string } }) => ctx.buyer(logon).id;
const clientOf = (logon: string) => (ctx: { buyer(logon: string): { clientId: string } }) => ctx.buyer(logon).clientId;
/** The newest of a demo buyer's own seeded messages they have not read. */
const unreadMessageOf = (logon: string) => (ctx: ExchangeContext) =>
  ctx.dataset.messages.filter((message) => message.buyerId === me(logon)(ctx) && message.readDate === null).sort((a, b) => b.createdDate.localeCompare(a.createdDate))[0]?.id as string;
const markRead = (id: (ctx: ExchangeContext) => string) => (ctx: ExchangeContext) => `/api/dashboard/messages/${id(ctx)}/read`;

/** Buyer and client service (/svc/buyers) and the storefront's account calls about the session. */
export const buyerExchanges: readonly ExchangeDefinition[] = [
  get('buyers.get', 'success-en', (ctx) => `/svc/buyers/buyers/${me('buyer-on')(ctx)}?includes=client`, { as: 'buyer-on' }),
  get('buyers.get', 'success-fr', (ctx) => `/svc/buyers/buyers/${me('buyer-qc')(ctx)}`, { as: 'buyer-qc', lang: 'fr' }),
  get('buyers.get', 'other-client-en', (ctx) => `/svc/buyers/buyers/${me('buyer-qc')(ctx)}`, { as: 'buyer-on' }),
  get('buyers.get', 'other-client-fr', (ctx) => `/svc/buyers/buyers/${me('buyer-on')(ctx)}`, { as: 'buyer-qc', lang: 'fr' }),
  get('buyers.get', 'anonymous', (ctx) => `/svc/buyers/buyers/${me('buyer-on')(ctx)}`),
  patch('buyers.patch', 'success', (ctx) => `/svc/buyers/buyers/${me('buyer-bc')(ctx)}`, { telNumber: '604-555-0199' }, { as: 'buyer-bc' }),
  patch('buyers.patch', 'not-allowed-field', (ctx) => `/svc/buyers/buyers/${me('buyer-bc')(ctx)}`, { isAdminFlag: true }, { as: 'buyer-bc' }),
  patch('buyers.patchCultureCode', 'success-fr', (ctx) => `/svc/buyers/buyers/${me('buyer-ab')(ctx)}`, [{ op: 'add', path: '/CultureCode', value: 'fr-CA' }], { as: 'buyer-ab', lang: 'fr' }),
  patch('buyers.patchCultureCode', 'bad-value', (ctx) => `/svc/buyers/buyers/${me('buyer-ab')(ctx)}`, [{ op: 'add', path: '/CultureCode', value: 'de-DE' }], { as: 'buyer-ab' }),
  get('generic.buyers', 'success', (ctx) => `/svc/buyers/generic/buyers/${me('approver-on')(ctx)}`, { as: 'approver-on' }),
  get('generic.buyers', 'unknown-en', `/svc/buyers/generic/buyers/${NO_SUCH_UUID}`, { as: 'approver-on' }),
  get('generic.approvers', 'success', (ctx) => `/svc/buyers/generic/approvers/${me('buyer-on')(ctx)}`, { as: 'buyer-on' }),
  get('generic.approvers', 'bad-id', '/svc/buyers/generic/approvers/not-an-id', { as: 'buyer-on' }),
  get('buyers.session', 'success', (ctx) => `/svc/buyers/buyers/${me('buyer-on')(ctx)}/sessions/${ctx.session('buyer-on').sessionId}?includes=shipToClient`, { as: 'buyer-on' }),
  get('buyers.session', 'unknown-session', (ctx) => `/svc/buyers/buyers/${me('buyer-on')(ctx)}/sessions/${NO_SUCH_UUID}`, { as: 'buyer-on' }),
  get('buyers.sessionOrder', 'no-cart-en', (ctx) => `/svc/buyers/buyers/${me('buyer-on')(ctx)}/sessions/${ctx.session('buyer-on').sessionId}/order?includes=orderProducts&calledFrom=header`, { as: 'buyer-on' }),
  get('buyers.sessionOrder', 'other-buyer', (ctx) => `/svc/buyers/buyers/${me('buyer-qc')(ctx)}/sessions/${ctx.session('buyer-on').sessionId}/order`, { as: 'buyer-on' }),
  get('buyers.sessionOrder', 'bad-includes', (ctx) => `/svc/buyers/buyers/${me('buyer-on')(ctx)}/sessions/${ctx.session('buyer-on').sessionId}/order?includes=everything`, { as: 'buyer-on' }),
  get('buyers.shipTos', 'success', (ctx) => `/svc/buyers/buyers/${me('buyer-on')(ctx)}/sessions/${ctx.session('buyer-on').sessionId}/shiptos?maxElements=5&maxFavorites=2`, { as: 'buyer-on' }),
  get('buyers.shipTos', 'other-buyer', (ctx) => `/svc/buyers/buyers/${me('buyer-qc')(ctx)}/sessions/${ctx.session('buyer-on').sessionId}/shiptos`, { as: 'buyer-on' }),
  get('clients.get', 'success', (ctx) => `/svc/buyers/clients/${clientOf('buyer-on')(ctx)}`, { as: 'buyer-on' }),
  get('clients.get', 'other-client', (ctx) => `/svc/buyers/clients/${clientOf('buyer-qc')(ctx)}`, { as: 'buyer-on' }),
  get('clients.byNo', 'success', (ctx) => `/svc/buyers/clients/byNo/${ctx.dataset.clients.find((c) => c.id === clientOf('buyer-qc')(ctx))?.clientNo}`, { as: 'buyer-qc', lang: 'fr' }),
  get('clients.byNo', 'unknown', '/svc/buyers/clients/byNo/NOPE-0', { as: 'buyer-qc', lang: 'fr' }),
  get('clients.settings', 'success-en', (ctx) => `/svc/buyers/clients/${clientOf('buyer-on')(ctx)}/settings`, { as: 'buyer-on' }),
  get('clients.settings', 'success-fr', (ctx) => `/svc/buyers/clients/${clientOf('buyer-qc')(ctx)}/settings`, { as: 'buyer-qc', lang: 'fr' }),
  get('clients.settings', 'anonymous', (ctx) => `/svc/buyers/clients/${clientOf('buyer-on')(ctx)}/settings`),
  get('clients.branding', 'success-en', (ctx) => `/svc/buyers/clients/${clientOf('partner-harbourline')(ctx)}/branding`, { as: 'partner-harbourline' }),
  get('clients.branding', 'success-fr', (ctx) => `/svc/buyers/clients/${clientOf('partner-laurentide')(ctx)}/branding`, { as: 'partner-laurentide', lang: 'fr' }),
  get('clients.branding', 'other-client', (ctx) => `/svc/buyers/clients/${clientOf('buyer-on')(ctx)}/branding`, { as: 'partner-laurentide', lang: 'fr' }),
  get('generic.punchOutModule', 'success', (ctx) => `/svc/buyers/generic/punchOutModule/${clientOf('punchout')(ctx)}`, { as: 'punchout' }),
  get('generic.punchOutModule', 'not-punch-out', (ctx) => `/svc/buyers/generic/punchOutModule/${clientOf('buyer-on')(ctx)}`, { as: 'buyer-on' }),
  get('navigation.getDefaultPage', 'signed-in-en', '/api/navigation/getDefaultPage', { as: 'approver-on' }),
  get('navigation.getDefaultPage', 'signed-in-fr', '/api/navigation/getDefaultPage', { as: 'buyer-qc', lang: 'fr' }),
  get('navigation.getDefaultPage', 'anonymous', '/api/navigation/getDefaultPage'),
  get('budgetCalculator.model', 'success-en', '/api/budgetCalculator/budgetCalculatorModel', { as: 'buyer-mb' }),
  get('budgetCalculator.model', 'success-fr', '/api/budgetCalculator/budgetCalculatorModel', { as: 'buyer-mb', lang: 'fr' }),
  get('budgetCalculator.model', 'anonymous-fr', '/api/budgetCalculator/budgetCalculatorModel', { lang: 'fr' }),
  get('dashboard.messages', 'success-en', '/api/dashboard/messages', { as: 'buyer-on' }),
  get('dashboard.messages', 'success-fr', '/api/dashboard/messages', { as: 'buyer-qc', lang: 'fr' }),
  get('dashboard.messages', 'anonymous-en', '/api/dashboard/messages'),
  // After the reads above: each answers the active messages left.
  post('dashboard.markMessageRead', 'success-en', markRead(unreadMessageOf('buyer-on')), {}, { as: 'buyer-on' }),
  post('dashboard.markMessageRead', 'success-fr', markRead(unreadMessageOf('buyer-qc')), {}, { as: 'buyer-qc', lang: 'fr' }),
  post('dashboard.markMessageRead', 'other-buyer-fr', markRead(unreadMessageOf('buyer-on')), {}, { as: 'buyer-qc', lang: 'fr' }),
  post('dashboard.markMessageRead', 'bad-id-en', '/api/dashboard/messages/not-a-message/read', {}, { as: 'buyer-on' }),
  get('client.true', 'success', (ctx) => `/api/client/True/${clientOf('buyer-on')(ctx)}/${me('buyer-on')(ctx)}`, { as: 'buyer-on' }),
  get('client.true', 'other-client', (ctx) => `/api/client/True/${clientOf('buyer-qc')(ctx)}/${me('buyer-qc')(ctx)}`, { as: 'buyer-on' }),
  get('buyer.accountActivationSteps', 'success', '/api/buyer/accountActivationSteps', { as: 'onboarding' }),
  get('buyer.accountActivationSteps', 'anonymous-en', '/api/buyer/accountActivationSteps'),
  get('featureFlags', 'signed-in', '/api/featureFlags', { as: 'buyer-on' }),
  get('featureFlags', 'anonymous', '/api/featureFlags'),
];
