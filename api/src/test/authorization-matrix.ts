import type { SignedIn, World } from './test-app.ts';
import { templateRows } from './templates-matrix.ts';
import { userAdminRows } from './admin-users-matrix.ts';
import { approvalGroupAdminRows } from './admin-approval-groups-matrix.ts';
import { messageRows } from './messages-matrix.ts';
import { crossClientRows } from './cross-client-matrix.ts';
import { cardsOnFileRows } from './cards-on-file-matrix.ts';

/** The six callers every endpoint is tried with. */
export const personas = ['anonymous', 'buyer', 'otherClientBuyer', 'approver', 'admin', 'otherClientAdmin'] as const;
export type Persona = (typeof personas)[number];

/**
 * Decision 032: and a seventh, a buyer of the subject's client whose password an admin has just reset, signed in with
 * the temporary password and not yet changed it (the login below). What they get follows from the rule under test:
 * a call open to everyone answers them as it answers everyone, any other 403; a row names its exceptions.
 */
export const callers = [...personas, 'temporaryPassword'] as const;
export type Caller = (typeof callers)[number];
export const temporaryPasswordLogin = 'lucas.martin';

/** Demo logins behind the personas: buyer, approver and admin of Ontario; a buyer and an admin of Quebec. */
export const personaLogins: Readonly<Record<Exclude<Persona, 'anonymous'>, string>> = {
  buyer: 'buyer-on',
  otherClientBuyer: 'buyer-qc',
  approver: 'approver-on',
  admin: 'admin-on',
  otherClientAdmin: 'admin-qc',
};

/** The objects the rows point at: those of the persona 'buyer' (buyer-on, client on). */
export interface Subject {
  readonly buyerId: string;
  readonly sessionId: string;
  readonly clientId: string;
  readonly clientNo: string;
}
export interface RowContext {
  readonly world: World;
  readonly subject: Subject;
  /** The calling persona's own session (null for anonymous). */
  readonly caller: SignedIn | null;
}

export type Expectation = number | Readonly<Record<Persona, number>>;
export interface MatrixRow {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route exactly as Hono lists it in app.routes. */
  readonly route: string;
  readonly url: (context: RowContext) => string;
  readonly body?: (context: RowContext) => unknown;
  /** The call ends the session (sign-out): the persona signs in afresh for it. */
  readonly freshSession?: boolean;
  /** A GET that changes state (the spec puts some behind GET): refused unless our own page sent it. */
  readonly changesState?: boolean;
  readonly expect: Expectation;
  /** What the buyer with a temporary password gets, where the rule above does not say it. */
  readonly whilePasswordChange?: number;
}

/** Expectation shorthands. */
export const everyone = (status: number): Expectation => status;
export const signedIn = (status: number): Expectation => ({ anonymous: 401, buyer: status, otherClientBuyer: status, approver: status, admin: status, otherClientAdmin: status });
/** The subject buyer and an admin of the same client; everyone else gets 404 (no existence leak). */
export const buyerOrSameClientAdmin: Expectation = { anonymous: 401, buyer: 200, otherClientBuyer: 404, approver: 404, admin: 200, otherClientAdmin: 404 };
export const ownSessionOnly: Expectation = { anonymous: 401, buyer: 200, otherClientBuyer: 404, approver: 404, admin: 404, otherClientAdmin: 404 };
export const sameClient: Expectation = { anonymous: 401, buyer: 200, otherClientBuyer: 404, approver: 200, admin: 200, otherClientAdmin: 404 };
/** Line changes a visitor makes on its guest cart: one without a guest cart finds no line (404). */
export const guestOrSignedIn = (status: number): Expectation => ({ anonymous: 404, buyer: status, otherClientBuyer: status, approver: status, admin: status, otherClientAdmin: status });
export const guestOrSameClient: Expectation = { anonymous: 404, buyer: 200, otherClientBuyer: 404, approver: 200, admin: 200, otherClientAdmin: 404 };
/** Admins of any client reach /admin-api (each only ever sees their own client's data). */
export const adminsOnly = (status = 200): Expectation => ({ anonymous: 401, buyer: 403, otherClientBuyer: 403, approver: 403, admin: status, otherClientAdmin: status });

const row = (method: MatrixRow['method'], route: string, expect: Expectation, url: MatrixRow['url'] = () => route, extra: Partial<MatrixRow> = {}): MatrixRow => ({ method, route, url, expect, ...extra });

/**
 * Every endpoint of the app with the status each persona gets. A route the app serves that is missing
 * here fails the matrix test: later issues add their rows (one line each) as they add endpoints.
 */
export const matrixRows: MatrixRow[] = [
  row('GET', '/api/health', everyone(200)),
  row('GET', '/api/openapi.json', everyone(200)),
  row('GET', '/api/docs', everyone(200)),
  row('GET', '/api/menu/category/:level/:id', everyone(200), () => '/api/menu/category/1/0'),
  row('POST', '/svc/auth/api/buyer/authenticate', everyone(401), undefined, { body: () => ({ LogonName: 'buyer-on', Password: 'not the password' }) }),
  // What the storefront needs to sign in with a temporary password and change it (decision 032).
  row('GET', '/svc/auth/session', signedIn(200), undefined, { whilePasswordChange: 200 }),
  row('POST', '/svc/auth/api/buyer/logout', everyone(200), undefined, { body: () => ({}), freshSession: true }),
  // The console's own session (decision 039): a wrong password is refused alike; sign-out ends only the caller's own.
  row('POST', '/admin-api/session', everyone(401), undefined, { body: () => ({ LogonName: 'admin-on', Password: 'not the password' }) }),
  row('POST', '/admin-api/session/sign-out', everyone(200), undefined, { body: () => ({}), freshSession: true }),
  row('POST', '/svc/auth/api/buyer/handoff', signedIn(201)),
  row('GET', '/api/buyer/accountActivationSteps', signedIn(200)),
  row('POST', '/api/changePassword', signedIn(422), undefined, { body: () => ({ currentPassword: 'not the password', newPassword: 'Another-password-2026' }), whilePasswordChange: 422 }),
  row('GET', '/api/navigation/getDefaultPage', everyone(200)),
  row('GET', '/api/budgetCalculator/budgetCalculatorModel', signedIn(200)),
  row('GET', '/api/dashboard/messages', signedIn(200)),
  ...messageRows(),
  row('GET', '/api/client/True/:clientId/:buyerId', ownSessionOnly, ({ subject }) => `/api/client/True/${subject.clientId}/${subject.buyerId}`),
  row('GET', '/api/featureFlags', everyone(200)),
  row('GET', '/svc/buyers/buyers/:buyerId', buyerOrSameClientAdmin, ({ subject }) => `/svc/buyers/buyers/${subject.buyerId}?includes=client`),
  // Each caller's own profile; the buyer with a temporary password reads only theirs (above: 403 for the subject's).
  row('GET', '/svc/buyers/buyers/:buyerId', signedIn(200), ({ caller, subject }) => `/svc/buyers/buyers/${caller?.buyerId ?? subject.buyerId}?includes=client`, { whilePasswordChange: 200 }),
  row('PATCH', '/svc/buyers/buyers/:buyerId', buyerOrSameClientAdmin, ({ subject }) => `/svc/buyers/buyers/${subject.buyerId}`, { body: () => [{ op: 'add', path: '/CultureCode', value: 'en-CA' }] }),
  row('GET', '/svc/buyers/generic/buyers/:buyerId', buyerOrSameClientAdmin, ({ subject }) => `/svc/buyers/generic/buyers/${subject.buyerId}`),
  row('GET', '/svc/buyers/generic/approvers/:buyerId', buyerOrSameClientAdmin, ({ subject }) => `/svc/buyers/generic/approvers/${subject.buyerId}`),
  row('GET', '/svc/buyers/buyers/:buyerId/sessions/:sessionId', ownSessionOnly, ({ subject }) => `/svc/buyers/buyers/${subject.buyerId}/sessions/${subject.sessionId}?includes=shipToClient`),
  row('GET', '/svc/buyers/buyers/:buyerId/sessions/:sessionId/order', ownSessionOnly, ({ subject }) => `/svc/buyers/buyers/${subject.buyerId}/sessions/${subject.sessionId}/order?includes=orderProductDetails&calledFrom=header`),
  row('GET', '/svc/buyers/buyers/:buyerId/sessions/:sessionId/shiptos', ownSessionOnly, ({ subject }) => `/svc/buyers/buyers/${subject.buyerId}/sessions/${subject.sessionId}/shiptos?maxElements=10&maxFavorites=2`),
  row('GET', '/svc/buyers/clients/:id', sameClient, ({ subject }) => `/svc/buyers/clients/${subject.clientId}`),
  row('GET', '/svc/buyers/clients/byNo/:number', sameClient, ({ subject }) => `/svc/buyers/clients/byNo/${subject.clientNo}`),
  row('GET', '/svc/buyers/clients/:clientId/settings', sameClient, ({ subject }) => `/svc/buyers/clients/${subject.clientId}/settings`),
  row('GET', '/svc/buyers/clients/:clientId/branding', sameClient, ({ subject }) => `/svc/buyers/clients/${subject.clientId}/branding`),
  row('GET', '/svc/buyers/generic/punchOutModule/:id', signedIn(404), ({ subject }) => `/svc/buyers/generic/punchOutModule/${subject.clientId}`),
  row('POST', '/svc/search/Search/keyword', everyone(200), undefined, { body: () => ({ language: 'en', keyWord: 'paper' }) }),
  row('POST', '/svc/search/Search/category', everyone(200), undefined, { body: ({ world }) => ({ language: 'fr', categoryId: world.dataset.categories[0]?.id }) }),
  row('GET', '/svc/search/Search/suggest', everyone(200), () => '/svc/search/Search/suggest?q=pap&language=en'),
  ...catalogueRows(),
  ...commerceRows(),
  ...otherObjectRows(),
  ...crossClientRows(),
  ...templateRows(),
  ...cardsOnFileRows(),
  row('GET', '/admin-api/me', adminsOnly()),
  row('GET', '/admin-api/flags', adminsOnly()),
  row('PUT', '/admin-api/flags/:key', adminsOnly(), () => '/admin-api/flags/showContractIcon', { body: () => ({ value: true }) }),
  row('DELETE', '/admin-api/flags/:key', adminsOnly(), () => '/admin-api/flags/showContractIcon'),
  row('GET', '/admin-api/audit', adminsOnly(), ({ subject }) => `/admin-api/audit?entity=buyer&entityId=${subject.buyerId}`),
  row('GET', '/admin-api/audit/verify', adminsOnly()),
  ...userAdminRows(),
  ...approvalGroupAdminRows(),
  // Sign in as a buyer of the admin's own client; another client's admin does not find the buyer.
  row('POST', '/admin-api/buyers/:buyerId/handoff', { anonymous: 401, buyer: 403, otherClientBuyer: 403, approver: 403, admin: 201, otherClientAdmin: 404 }, ({ subject }) => `/admin-api/buyers/${subject.buyerId}/handoff`),
];

/** Issue 7: cart, checkout and orders. Each persona works on its own cart; orders are the subject buyer's (seeded history). */
function commerceRows(): MatrixRow[] {
  const product = ({ world }: RowContext) => world.dataset.products.find((p) => !p.flags.restricted && p.salesMultiple === 1 && p.minimumQuantity === 1) as { code: string };
  const subjectOrder = ({ world, subject }: RowContext) => {
    const index = world.dataset.orders.findIndex((order) => order.buyerId === subject.buyerId);
    // Order refs are drawn by a trigger in insertion order, starting at 1000 (migration 0005); the seed inserts orders in dataset order.
    return { orderNo: world.dataset.orders[index]?.orderNo as number, ref: 1000 + index };
  };
  // buyer-on's orders belong to the approval group approver-on approves for.
  const buyerOrGroupApprover: Expectation = { anonymous: 401, buyer: 200, otherClientBuyer: 404, approver: 200, admin: 404, otherClientAdmin: 404 };
  const approverOnly: Expectation = { anonymous: 401, buyer: 404, otherClientBuyer: 404, approver: 200, admin: 404, otherClientAdmin: 404 };
  const decidedByGroupApprover: Expectation = { ...approverOnly, approver: 409 };
  return [
    // A guest has the guest cart of its cookie (no prices): details, add, and line changes (anonymous here has no
    // guest cart, so its line 1 is not there: 404); the rest of the cart is for signed-in buyers.
    // A session whose temporary password must be changed is not a guest: its cart is refused like the rest (decision 032).
    row('GET', '/api/cart/cartDetails', everyone(200), undefined, { whilePasswordChange: 403 }),
    row('POST', '/api/cart/addtocart', everyone(200), () => '/api/cart/addtocart?callingLocation=react', { body: (c) => ({ Products: [{ ProductCode: product(c).code, Quantity: 2 }] }), whilePasswordChange: 403 }),
    row('POST', '/api/cart/updateProduct/:id', guestOrSignedIn(200), () => '/api/cart/updateProduct/1', { body: () => ({ Quantity: 3 }) }),
    row('POST', '/api/cart/saveLineNote/:id', signedIn(200), () => '/api/cart/saveLineNote/1', { body: () => ({ LineNote: 'Dock B' }) }),
    row('POST', '/api/cart/drawer/quantity', guestOrSameClient, undefined, { body: ({ subject }) => ({ language: 'en', orderProductId: 1, quantity: 4, clientNo: subject.clientNo }) }),
    row('GET', '/api/cart/removeProduct/:id', guestOrSignedIn(200), () => '/api/cart/removeProduct/1', { changesState: true }),
    row('POST', '/api/cart/add-coupon-code', signedIn(422), undefined, { body: () => ({ CouponCode: 'NO-SUCH-CODE' }) }),
    row('POST', '/api/cart/remove-coupon-code', signedIn(422), undefined, { body: () => ({ CouponCode: 'NO-SUCH-CODE' }) }),
    row('POST', '/api/orders/validateCustomPrompts', signedIn(404), () => '/api/orders/validateCustomPrompts?orderId=999999'),
    row('POST', '/api/orders/ValidateAndSaveDetailCustomPrompt', signedIn(404), undefined, { body: () => ({ orderProductId: null, pageType: 1, orderId: 999999, promptId: 1, promptValue: 'x', sequence: 1 }) }),
    row('POST', '/api/cart/clearOrder', signedIn(200), undefined, { body: () => ({}) }),
    row('POST', '/api/checkout/payment-tokens', signedIn(200), undefined, { body: () => ({ cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2099, cvc: '123' }) }),
    row('GET', '/api/checkout/delivery-details', signedIn(200)),
    row('PUT', '/api/checkout/delivery-details', signedIn(200), undefined, { body: () => ({ deliveryType: 'standard' }) }),
    row('POST', '/api/checkout/orders/:id/submit', signedIn(400), () => '/api/checkout/orders/999999/submit', { body: () => ({ billingOptionType: 1 }) }),
    row('GET', '/svc/orders/buyers/:buyerId/orders', ownSessionOnly, ({ subject }) => `/svc/orders/buyers/${subject.buyerId}/orders?daysBack=-1&count=3`),
    row('GET', '/svc/orders/buyers/:buyerId/searchOrders', ownSessionOnly, (c) => `/svc/orders/buyers/${c.subject.buyerId}/searchOrders?searchText=EW${subjectOrder(c).orderNo}`),
    row('GET', '/svc/orders/buyers/:buyerId/buy-again', ownSessionOnly, ({ subject }) => `/svc/orders/buyers/${subject.buyerId}/buy-again`),
    row('GET', '/svc/orders/approvers/:approverId/orders', approverOnly, ({ world }) => `/svc/orders/approvers/${world.buyerId('approver-on')}/orders?count=3`),
    // The subject order was decided long ago: only its group's approver gets past authorization, to the lifecycle's 409.
    row('POST', '/svc/orders/approvers/:approverId/orders/:orderId/approve', decidedByGroupApprover, (c) => `/svc/orders/approvers/${c.world.buyerId('approver-on')}/orders/${subjectOrder(c).ref}/approve`, { body: () => ({}) }),
    row('POST', '/svc/orders/approvers/:approverId/orders/:orderId/reject', decidedByGroupApprover, (c) => `/svc/orders/approvers/${c.world.buyerId('approver-on')}/orders/${subjectOrder(c).ref}/reject`, { body: () => ({ reason: 'From the matrix' }) }),
    row('GET', '/svc/orders/orderbynumber/:number', buyerOrGroupApprover, (c) => `/svc/orders/orderbynumber/${subjectOrder(c).orderNo}?cultureCode=en-CA`),
    row('GET', '/svc/orders/orders/:id', buyerOrGroupApprover, (c) => `/svc/orders/orders/${subjectOrder(c).ref}`),
    row('POST', '/svc/orders/orders/:id/template', buyerOrGroupApprover, (c) => `/svc/orders/orders/${subjectOrder(c).ref}/template`, { body: () => ({ name: 'From the matrix' }) }),
    // Cancel is the buyer's own (decision 056): the subject order was delivered long ago, so its buyer gets the lifecycle's 409.
    row('POST', '/svc/orders/buyers/:buyerId/orders/:orderId/cancel', { anonymous: 401, buyer: 409, otherClientBuyer: 404, approver: 404, admin: 404, otherClientAdmin: 404 }, (c) => `/svc/orders/buyers/${c.subject.buyerId}/orders/${subjectOrder(c).ref}/cancel`, { body: () => ({}) }),
    row('POST', '/svc/orders/orders/:id/reorder', ownSessionOnly, (c) => `/svc/orders/orders/${subjectOrder(c).ref}/reorder`, { body: () => ({}) }),
    row('POST', '/svc/orders/orders/:orderId/split-Order-Summary', buyerOrGroupApprover, (c) => `/svc/orders/orders/${subjectOrder(c).ref}/split-Order-Summary`, { body: () => [1, 2] }),
  ];
}

/**
 * Issue 18: the same routes on objects that are not the subject buyer's. Another buyer of the subject's
 * client (approver-on: the approver persona itself) is seen only by them and their client's admin; the other
 * client's record only by its own people.
 */
function otherObjectRows(): MatrixRow[] {
  const colleague = ({ world }: RowContext) => world.buyerId('approver-on');
  const otherClient = ({ world }: RowContext) => world.clientIdOf('buyer-qc');
  const colleagueOrSameClientAdmin: Expectation = { anonymous: 401, buyer: 404, otherClientBuyer: 404, approver: 200, admin: 200, otherClientAdmin: 404 };
  const otherClientOnly: Expectation = { anonymous: 401, buyer: 404, otherClientBuyer: 200, approver: 404, admin: 404, otherClientAdmin: 200 };
  return [
    row('GET', '/svc/buyers/buyers/:buyerId', colleagueOrSameClientAdmin, (c) => `/svc/buyers/buyers/${colleague(c)}`),
    row('PATCH', '/svc/buyers/buyers/:buyerId', colleagueOrSameClientAdmin, (c) => `/svc/buyers/buyers/${colleague(c)}`, { body: () => ({ title: 'Approver' }) }),
    row('GET', '/svc/buyers/generic/buyers/:buyerId', colleagueOrSameClientAdmin, (c) => `/svc/buyers/generic/buyers/${colleague(c)}`),
    row('GET', '/svc/buyers/generic/approvers/:buyerId', colleagueOrSameClientAdmin, (c) => `/svc/buyers/generic/approvers/${colleague(c)}`),
    row('GET', '/svc/buyers/clients/:id', otherClientOnly, (c) => `/svc/buyers/clients/${otherClient(c)}`),
    row('GET', '/svc/buyers/clients/:clientId/settings', otherClientOnly, (c) => `/svc/buyers/clients/${otherClient(c)}/settings`),
    row('GET', '/svc/buyers/clients/:clientId/branding', otherClientOnly, (c) => `/svc/buyers/clients/${otherClient(c)}/branding`),
    // The subject buyer's ids with another client's: the pair must be the caller's own.
    row('GET', '/api/client/True/:clientId/:buyerId', { anonymous: 401, buyer: 404, otherClientBuyer: 404, approver: 404, admin: 404, otherClientAdmin: 404 }, (c) => `/api/client/True/${otherClient(c)}/${c.subject.buyerId}`),
    // An admin hands off only to a buyer of their client: never to the other client's admin.
    row('POST', '/admin-api/buyers/:buyerId/handoff', { anonymous: 401, buyer: 403, otherClientBuyer: 403, approver: 403, admin: 404, otherClientAdmin: 201 }, ({ world }) => `/admin-api/buyers/${world.buyerId('admin-qc')}/handoff`),
  ];
}

export const expectedStatus = (expectation: Expectation, persona: Persona): number => (typeof expectation === 'number' ? expectation : expectation[persona]);

/** A persona's expected status, and the temporary password's by the rule of decision 032 unless the row names it. */
export const expectedFor = (row: MatrixRow, caller: Caller): number =>
  caller === 'temporaryPassword' ? (row.whilePasswordChange ?? (typeof row.expect === 'number' ? row.expect : 403)) : expectedStatus(row.expect, caller);

/** Issue 6: product pages, finders, listings by promotion or list, catalogues and recommendations (search rows above). */
function catalogueRows(): MatrixRow[] {
  const codes = ({ world }: RowContext) => world.dataset.products.filter((p) => !p.flags.restricted).slice(0, 2).map((p) => p.code);
  const ownList = ({ world, subject }: RowContext) => world.dataset.shoppingLists.find((l) => l.buyerId === subject.buyerId && l.type === 'list' && !l.isShared)?.id;
  const division = ({ world, subject }: RowContext) => world.dataset.clients.find((c) => c.id === subject.clientId);
  return [
    row('POST', '/svc/search/product-details', everyone(200), undefined, { body: (c) => ({ language: 'en', productCodes: codes(c).slice(0, 1) }) }),
    row('GET', '/svc/search/finders/printer-models', everyone(200)),
    row('POST', '/svc/search/finders/ink-toner', everyone(200), undefined, { body: () => ({ language: 'en', printerModel: 'LaserJet Pro M404' }) }),
    row('POST', '/svc/search/finders/box', everyone(200), undefined, { body: () => ({ language: 'fr', length: 12 }) }),
    row('POST', '/svc/search/Recommendations', everyone(200), undefined, { body: (c) => ({ language: 'en', PageType: 'product', ProductCodes: codes(c).slice(0, 1), IncludeRecentlyViewed: true }) }),
    // A draft layout by name: only an admin previewing sees it; everyone else is told there is no such layout.
    row('GET', '/svc/cms/cms/layout', { anonymous: 404, buyer: 404, otherClientBuyer: 404, approver: 404, admin: 200, otherClientAdmin: 200 }, () => '/svc/cms/cms/layout?preview=true&title=Fall%20preview', { whilePasswordChange: 404 }),
    row('POST', '/api/products/compareProducts', everyone(200), undefined, { body: (c) => ({ productCodes: codes(c) }) }),
    row('GET', '/api/categories/:id/:language/breadcrumbs', everyone(200), ({ world }) => `/api/categories/${world.dataset.categories[0]?.id}/fr/breadcrumbs`),
    row('GET', '/api/orders/getAlternateProducts', everyone(200), (c) => `/api/orders/getAlternateProducts?productCode=${codes(c)[0]}`),
    row('POST', '/api/searchByPromotionId/:promoId', everyone(200), ({ world }) => `/api/searchByPromotionId/${world.dataset.promotions[0]?.id}?sort=0&pageno=1&filter=3&showhide=2`, { body: () => ({}) }),
    row('POST', '/api/searchByProductList/:a/:b/:c?/:d?', ownSessionOnly, (c) => `/api/searchByProductList/${ownList(c)}/0/1/25`, { body: () => ({ language: 'en' }) }),
    row('GET', '/api/catalogues/:a/:b', everyone(200), (c) => `/api/catalogues/${division(c)?.divisionCode}/${division(c)?.warehouseNo}`),
    row('GET', '/api/products/RemoveRestrictedProducts', signedIn(200), undefined, { changesState: true }),
  ];
}
