import { get, type ExchangeDefinition } from './define.ts';

/** CMS service: the home layout for a visitor and a buyer, an admin's preview of a draft, refusals in both languages. */
export const contentExchanges: readonly ExchangeDefinition[] = [
  get('cms.layout', 'guest-en', '/svc/cms/cms/layout'),
  get('cms.layout', 'partner-brand-fr', '/svc/cms/cms/layout?branding=laurentide', { lang: 'fr' }),
  get('cms.layout', 'buyer-fr', '/svc/cms/cms/layout', { as: 'buyer-qc', lang: 'fr' }),
  get('cms.layout', 'admin-preview-draft', '/svc/cms/cms/layout?preview=true&title=Fall%20preview', { as: 'admin-on' }),
  get('cms.layout', 'draft-without-preview-en', '/svc/cms/cms/layout?title=Fall%20preview', { as: 'buyer-on' }),
  get('cms.layout', 'unknown-title-fr', '/svc/cms/cms/layout?title=Nope', { lang: 'fr' }),
  get('cms.layout', 'bad-preview-en', '/svc/cms/cms/layout?preview=maybe'),
];
