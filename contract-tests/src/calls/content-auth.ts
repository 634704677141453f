import type { SpecCall } from './types.ts';

const contentNotBuilt = 'not built yet: content issue (no route registered)';

/** Spec §7 'Content and authentication': /svc/content, /svc/cms and /svc/auth followed by the spec's paths. */
export const contentAuthCalls: readonly SpecCall[] = [
  { id: 'content.siteContent', service: 'content', spec: 'GET {api}/generic/siteContent/{id}; skipped when id is 1', outOfScope: contentNotBuilt },
  { id: 'content.siteContentDetails', service: 'content', spec: 'GET /generic/siteContentDetails/{id}', outOfScope: contentNotBuilt },
  { id: 'content.siteContentResources', service: 'content', spec: 'GET /generic/siteContentResources/{id}', outOfScope: contentNotBuilt },
  { id: 'content.reviewAndConfirm', service: 'content', spec: 'GET site-content/{no}/details?cultureCode=, returns reviewAndConfirmPage', outOfScope: contentNotBuilt },
  { id: 'content.termsConditions', service: 'content', spec: 'GET site-content/details/{no}/terms-conditions?cultureCode=', outOfScope: contentNotBuilt },
  { id: 'content.privacy', service: 'content', spec: 'GET site-content/details/{no}/privacy?cultureCode=', outOfScope: contentNotBuilt },
  { id: 'content.recallInformation', service: 'content', spec: 'GET site-content/recall-information', outOfScope: contentNotBuilt },
  { id: 'content.publications', service: 'content', spec: 'GET site-content/publications?warehouseNo=&divisionCode= (and ?number=)', outOfScope: contentNotBuilt },
  { id: 'cms.layout', service: 'cms', spec: 'GET {cms}/cms/layout with optional preview=true and title, Accept-Language', route: 'GET /svc/cms/cms/layout' },
  { id: 'auth.authenticate', service: 'auth', spec: 'POST {auth}/api/buyer/authenticate', route: 'POST /svc/auth/api/buyer/authenticate' },
  { id: 'auth.session', service: 'auth', spec: 'GET /session with buyer id and session id headers; the auth token as text', route: 'GET /svc/auth/session' },
  { id: 'auth.logout', service: 'auth', spec: 'Logout (§4: home, a given URL or a logoff page); its path is not shown', route: 'POST /svc/auth/api/buyer/logout', designed: true },
  { id: 'auth.handoff', service: 'auth', spec: 'Auto-login link (login by ids, §7 authenticate); minting it is not shown', route: 'POST /svc/auth/api/buyer/handoff', designed: true },
  { id: 'account.changePassword', service: 'storefront', spec: 'api/changePassword (§2.2 route table)', route: 'POST /api/changePassword', designed: true },
  { id: 'featureFlags', service: 'storefront', spec: 'Feature flags (§9: many on/off switches) the client reads; path not shown', route: 'GET /api/featureFlags', designed: true },
];
