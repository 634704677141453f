import type { SpecCall } from './types.ts';

/** Spec §7 'Buyer and client', served under /svc/buyers with the spec's own paths. */
export const buyerClientCalls: readonly SpecCall[] = [
  { id: 'buyers.get', service: 'buyers', spec: 'GET buyers/{buyerId} (optionally ?includes=client)', route: 'GET /svc/buyers/buyers/:buyerId' },
  { id: 'buyers.patch', service: 'buyers', spec: 'PATCH buyers/{buyerId}, body is the request parameters', route: 'PATCH /svc/buyers/buyers/:buyerId' },
  { id: 'buyers.patchCultureCode', service: 'buyers', spec: "PATCH buyers/{buyerId} with a json-patch 'add' on /CultureCode to set language", route: 'PATCH /svc/buyers/buyers/:buyerId' },
  { id: 'generic.buyers', service: 'buyers', spec: 'GET generic/buyers/{buyerId}', route: 'GET /svc/buyers/generic/buyers/:buyerId' },
  { id: 'generic.approvers', service: 'buyers', spec: 'GET generic/approvers/{buyerId}, with the auth header', route: 'GET /svc/buyers/generic/approvers/:buyerId' },
  { id: 'buyers.session', service: 'buyers', spec: 'GET buyers/{buyerId}/sessions/{sessionId}?includes=shipToClient', route: 'GET /svc/buyers/buyers/:buyerId/sessions/:sessionId' },
  { id: 'buyers.sessionOrder', service: 'buyers', spec: 'GET buyers/{buyerId}/sessions/{sessionId}/order?includes=orderProducts&calledFrom', route: 'GET /svc/buyers/buyers/:buyerId/sessions/:sessionId/order' },
  { id: 'buyers.shipTos', service: 'buyers', spec: 'GET buyers/{buyerId}/sessions/{sessionId}/shiptos?maxElements&maxFavorites', route: 'GET /svc/buyers/buyers/:buyerId/sessions/:sessionId/shiptos' },
  { id: 'clients.get', service: 'buyers', spec: 'GET clients/{id}', route: 'GET /svc/buyers/clients/:id' },
  { id: 'clients.byNo', service: 'buyers', spec: 'GET clients/byNo/{number}', route: 'GET /svc/buyers/clients/byNo/:number' },
  { id: 'clients.settings', service: 'buyers', spec: 'GET clients/{clientId}/settings', route: 'GET /svc/buyers/clients/:clientId/settings' },
  { id: 'generic.punchOutModule', service: 'buyers', spec: 'GET generic/punchOutModule/{id}', route: 'GET /svc/buyers/generic/punchOutModule/:id' },
  { id: 'clients.branding', service: 'buyers', spec: 'Client branding, logo, copyright and custom-text lookups; paths not shown', route: 'GET /svc/buyers/clients/:clientId/branding', designed: true },
];
