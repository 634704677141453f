import type { Operation } from './operations.ts';

/** Spec §7 buyer and client service under /svc/buyers, then the spec's path. Another client's buyer or client is not found (404), never forbidden. */
export const buyerOperations: readonly Operation[] = [
  { method: 'get', path: '/svc/buyers/buyers/{buyerId}', service: 'buyers', summary: "A buyer (optionally ?includes=client); a buyer who must change a temporary password reads only their own (403 for another's)", auth: 'buyer', responses: { 200: 'BuyerResponse' }, refusals: [403, 404], duringPasswordChange: 'open' },
  { method: 'patch', path: '/svc/buyers/buyers/{buyerId}', service: 'buyers', summary: "Change a buyer's allowed fields, or json-patch 'add' /CultureCode; a field's problem (such as a hidden or text-direction character) is answered beside it", auth: 'buyer', responses: { 200: 'BuyerResponse' }, refusals: [404], errors: { 400: ['BuyerPatchErrorResponse', 'ErrorResponse'] } },
  { method: 'get', path: '/svc/buyers/generic/buyers/{buyerId}', service: 'buyers', summary: 'A buyer (generic lookup)', auth: 'buyer', responses: { 200: 'Buyer' }, refusals: [404] },
  { method: 'get', path: '/svc/buyers/generic/approvers/{buyerId}', service: 'buyers', summary: "A buyer's approvers", auth: 'buyer', responses: { 200: 'ApproversResponse' }, refusals: [404] },
  { method: 'get', path: '/svc/buyers/buyers/{buyerId}/sessions/{sessionId}', service: 'buyers', summary: 'A session (optionally ?includes=shipToClient)', auth: 'buyer', responses: { 200: 'SessionResponse' }, refusals: [404] },
  { method: 'get', path: '/svc/buyers/buyers/{buyerId}/sessions/{sessionId}/order', service: 'buyers', summary: "The session's open order, its cart, priced today (includes=orderProducts or orderProductDetails, calledFrom)", auth: 'buyer', responses: { 200: 'SessionOrderResponse' }, refusals: [404] },
  { method: 'get', path: '/svc/buyers/buyers/{buyerId}/sessions/{sessionId}/shiptos', service: 'buyers', summary: 'Ship-to accounts of the session (maxElements, maxFavorites)', auth: 'buyer', responses: { 200: 'ShipTosResponse' }, refusals: [404] },
  { method: 'get', path: '/svc/buyers/clients/{id}', service: 'buyers', summary: 'A client', auth: 'buyer', responses: { 200: 'Client' }, refusals: [404] },
  { method: 'get', path: '/svc/buyers/clients/byNo/{number}', service: 'buyers', summary: 'A client by its number', auth: 'buyer', responses: { 200: 'Client' }, refusals: [404] },
  { method: 'get', path: '/svc/buyers/clients/{clientId}/settings', service: 'buyers', summary: "A client's settings flags", auth: 'buyer', responses: { 200: 'ClientSettings' }, refusals: [404] },
  { method: 'get', path: '/svc/buyers/clients/{clientId}/branding', service: 'buyers', summary: "A client's branding, logo, copyright and custom text", designed: true, auth: 'buyer', responses: { 200: 'Branding' }, refusals: [404] },
  { method: 'get', path: '/svc/buyers/generic/punchOutModule/{id}', service: 'buyers', summary: 'The punch-out module of a client', auth: 'buyer', responses: { 200: 'PunchOutModule' }, refusals: [404] },
];
