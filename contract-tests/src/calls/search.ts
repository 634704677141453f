import type { SpecCall } from './types.ts';

/** Spec §7 'Search service', served under /svc/search with the spec's own paths. */
export const searchCalls: readonly SpecCall[] = [
  { id: 'search.keyword', service: 'search', spec: 'POST /Search/keyword, for quick-add lookup and category listing', route: 'POST /svc/search/Search/keyword' },
  { id: 'search.category', service: 'search', spec: 'The category variant posts the same body with a facet filter list', route: 'POST /svc/search/Search/category', designed: true },
  { id: 'search.productDetails', service: 'search', spec: 'POST product-details: same body shape plus productCodes and buyer fields', route: 'POST /svc/search/product-details' },
  { id: 'search.recommendations', service: 'search', spec: 'POST Recommendations', route: 'POST /svc/search/Recommendations' },
  { id: 'search.printerModels', service: 'search', spec: 'Ink and toner finder (§3 Facets): the printer models to choose from; its path is not shown', route: 'GET /svc/search/finders/printer-models', designed: true },
  { id: 'search.inkTonerFinder', service: 'search', spec: 'Ink and toner finder (§3 Facets): the keyword body with a printer model; its path is not shown', route: 'POST /svc/search/finders/ink-toner', designed: true },
  { id: 'search.boxFinder', service: 'search', spec: 'Box finder (§3 Facets, FinderFields): the keyword body with box dimensions; its path is not shown', route: 'POST /svc/search/finders/box', designed: true },
  { id: 'search.suggest', service: 'search', spec: 'Auto-suggest: 6 suggestions, 10 maximum (§9); its path is not shown', route: 'GET /svc/search/Search/suggest', designed: true },
];
