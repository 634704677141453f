import type { Operation } from './operations.ts';

/** Spec §7 search service, buyer and client, and authentication, each under /svc/<service>/ then the spec's path. */
export const serviceOperations: readonly Operation[] = [
  { method: 'post', path: '/svc/search/Search/keyword', service: 'search', summary: 'Keyword search: Records (exact product-code matches first) and facets', request: 'SearchKeywordRequest', responses: { 200: 'SearchResponse' } },
  { method: 'post', path: '/svc/search/Search/category', service: 'search', summary: 'Category listing: the keyword body with a category and facet filter list', designed: true, request: 'SearchKeywordRequest', responses: { 200: 'SearchResponse' } },
  { method: 'get', path: '/svc/search/Search/suggest', service: 'search', summary: 'Auto-suggest (6 by default, 10 at most)', designed: true, responses: { 200: 'SuggestResponse' } },
  { method: 'get', path: '/svc/search/finders/printer-models', service: 'search', summary: 'Ink and toner finder: the printer models to choose from', designed: true, responses: { 200: 'PrinterModelsResponse' } },
  { method: 'post', path: '/svc/search/finders/ink-toner', service: 'search', summary: 'Ink and toner finder: the keyword body with a printer model', designed: true, request: 'InkTonerFinderRequest', responses: { 200: 'SearchResponse' } },
  { method: 'post', path: '/svc/search/finders/box', service: 'search', summary: 'Box finder: the keyword body with box dimensions in inches', designed: true, request: 'BoxFinderRequest', responses: { 200: 'SearchResponse' } },
  { method: 'post', path: '/svc/search/Recommendations', service: 'search', summary: "Recommendations and recently viewed items (also the drawer's, with cartType); errors answer an empty result", request: 'RecommendationsRequest', responses: { 200: 'RecommendationsResponse' } },
  { method: 'post', path: '/svc/search/product-details', service: 'search', summary: 'Product details by product codes', request: 'ProductDetailsRequest', responses: { 200: 'ProductDetailsResponse' } },
  { method: 'get', path: '/svc/buyers/buyers/{buyerId}', service: 'buyers', summary: 'A buyer (optionally ?includes=client)', responses: { 200: 'BuyerResponse' } },
  { method: 'patch', path: '/svc/buyers/buyers/{buyerId}', service: 'buyers', summary: "Change a buyer's allowed fields, or json-patch 'add' /CultureCode", request: ['BuyerPatch', 'CultureCodePatch'], responses: { 200: 'BuyerResponse' } },
  { method: 'get', path: '/svc/buyers/generic/buyers/{buyerId}', service: 'buyers', summary: 'A buyer (generic lookup)', responses: { 200: 'Buyer' } },
  { method: 'get', path: '/svc/buyers/generic/approvers/{buyerId}', service: 'buyers', summary: "A buyer's approvers", responses: { 200: 'ApproversResponse' } },
  { method: 'get', path: '/svc/buyers/buyers/{buyerId}/sessions/{sessionId}', service: 'buyers', summary: 'A session (optionally ?includes=shipToClient)', responses: { 200: 'SessionResponse' } },
  { method: 'get', path: '/svc/buyers/buyers/{buyerId}/sessions/{sessionId}/shiptos', service: 'buyers', summary: 'Ship-to accounts of the session (maxElements, maxFavorites)', responses: { 200: 'ShipTosResponse' } },
  { method: 'get', path: '/svc/buyers/clients/{id}', service: 'buyers', summary: 'A client', responses: { 200: 'Client' } },
  { method: 'get', path: '/svc/buyers/clients/byNo/{number}', service: 'buyers', summary: 'A client by its number', responses: { 200: 'Client' } },
  { method: 'get', path: '/svc/buyers/clients/{clientId}/settings', service: 'buyers', summary: "A client's settings flags", responses: { 200: 'ClientSettings' } },
  { method: 'get', path: '/svc/buyers/clients/{clientId}/branding', service: 'buyers', summary: "A client's branding, logo, copyright and custom text", designed: true, responses: { 200: 'Branding' } },
  { method: 'get', path: '/svc/buyers/generic/punchOutModule/{id}', service: 'buyers', summary: 'The punch-out module of a client', responses: { 200: 'PunchOutModule' } },
  { method: 'post', path: '/svc/auth/api/buyer/authenticate', service: 'auth', summary: 'Sign in with logon name and password, or by ids and postal code', request: 'AuthenticateRequest', responses: { 200: 'AuthenticateResponse' } },
  { method: 'get', path: '/svc/auth/session', service: 'auth', summary: 'The APIAUTH token of the session, as text', responses: { 200: { text: 'SessionTokenResponse' } } },
  { method: 'post', path: '/svc/auth/api/buyer/logout', service: 'auth', summary: 'Sign out; where to go next', designed: true, responses: { 200: 'ResultResponse' } },
  { method: 'post', path: '/svc/auth/api/buyer/handoff', service: 'auth', summary: 'Mint a single-use auto-login link (5 minutes)', designed: true, responses: { 201: 'HandoffResponse' } },
  { method: 'get', path: '/svc/cms/cms/layout', service: 'cms', summary: "The home page's content layout (or ?title='s) for the caller's brand, in the request's language; preview=true adds drafts for an admin", responses: { 200: 'CmsLayoutResponse' } },
];
