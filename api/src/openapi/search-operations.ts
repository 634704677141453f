import type { Operation } from './operations.ts';

/** Spec §7 search service under /svc/search, then the spec's path; the finders and category listing designed. */
export const searchOperations: readonly Operation[] = [
  { method: 'post', path: '/svc/search/Search/keyword', service: 'search', summary: "Keyword search: Records (exact product-code matches first) and facets. Strict body: a field it does not take, at any depth, is refused (400); the viewer is the session's, whatever clientId or Buyer say", auth: 'none', responses: { 200: 'SearchResponse' } },
  { method: 'post', path: '/svc/search/Search/category', service: 'search', summary: 'Category listing: the keyword body (as strict) with a category and facet filter list', designed: true, auth: 'none', responses: { 200: 'SearchResponse' } },
  { method: 'get', path: '/svc/search/Search/suggest', service: 'search', summary: 'Auto-suggest (6 by default, 10 at most)', designed: true, auth: 'none', responses: { 200: 'SuggestResponse' } },
  { method: 'get', path: '/svc/search/finders/printer-models', service: 'search', summary: 'Ink and toner finder: the printer models to choose from', designed: true, auth: 'none', responses: { 200: 'PrinterModelsResponse' } },
  { method: 'post', path: '/svc/search/finders/ink-toner', service: 'search', summary: 'Ink and toner finder: the keyword body with a printer model', designed: true, auth: 'none', responses: { 200: 'SearchResponse' } },
  { method: 'post', path: '/svc/search/finders/box', service: 'search', summary: 'Box finder: the keyword body with box dimensions in inches', designed: true, auth: 'none', responses: { 200: 'SearchResponse' } },
  { method: 'post', path: '/svc/search/Recommendations', service: 'search', summary: "Recommendations and recently viewed items (also the drawer's, with cartType); errors answer an empty result", auth: 'none', responses: { 200: 'RecommendationsResponse' } },
  { method: 'post', path: '/svc/search/product-details', service: 'search', summary: 'Product details by product codes: the keyword body (as strict) with productCodes', auth: 'none', responses: { 200: 'ProductDetailsResponse' } },
];
