import admin from './admin-fr-CA.json' with { type: 'json' };
import { account, auth, common, errors, fields, nav } from './fr-CA.json' with { type: 'json' };
import { notFound, signIn } from './later-fr-CA.json' with { type: 'json' };

/** The admin console's French texts (decision 047): its own, and the storefront's groups it shows, alone in their chunk. */
export default { common, nav, auth, errors, fields, account, signIn, notFound, ...admin };
