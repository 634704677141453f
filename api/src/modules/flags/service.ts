import type { Database } from '../../db/index.ts';
import { featureFlags } from '../../db/schema/index.ts';
import { audit, sessionActor } from '../../platform/audit.ts';
import type { FlagService, FlagSet } from '../../platform/flags.ts';
import { featureFlagKeys, flagKeys, isAdminEditable, isSettingsFlag, type FlagKey } from '../../platform/flags-registry.ts';
import type { Session } from '../../platform/session.ts';

const contextOf = (session: Session) => ({ brandKey: session.client.brandKey, clientId: session.client.id, clientSettings: session.client.settings });

/** Every flag as the admin's client sees it, with the layer that decided and whether the admin may change it. */
export async function listFlags(db: Database, flags: FlagService, session: Session) {
  const [set, definitions] = await Promise.all([flags.evaluate(contextOf(session)), db.select({ key: featureFlags.key, description: featureFlags.description }).from(featureFlags)]);
  const descriptions = new Map(definitions.map((d) => [d.key, d.description]));
  return flagKeys.map((key) => ({
    key,
    kind: isSettingsFlag(key) ? ('settings' as const) : ('feature' as const),
    description: descriptions.get(key) ?? '',
    value: set[key].value,
    source: set[key].source,
    adminEditable: isAdminEditable(key),
  }));
}

/** Sets (true/false) or removes (null) the client-scope override of the admin's own client, audited in the same transaction when it changes. */
export async function changeFlag(db: Database, flags: FlagService, session: Session, key: FlagKey, value: boolean | null, requestId: string) {
  const before: FlagSet = await flags.evaluate(contextOf(session));
  await db.transaction(async (tx) => {
    if (!(await flags.setOverride(tx, key, 'client', session.client.id, value))) return;
    await audit(tx, {
      ...sessionActor(session),
      clientId: session.client.id,
      action: value === null ? 'flag.clear' : 'flag.set',
      entity: 'featureFlag',
      entityId: `${key}@client:${session.client.id}`,
      before: before[key],
      after: { override: value },
      requestId,
    });
  });
  // A rolled-back change must not leave a cache built inside the transaction.
  flags.invalidate();
  return (await listFlags(db, flags, session)).find((flag) => flag.key === key);
}

/** The switches the storefront reads (spec §9 and the session client's settings), evaluated for the caller. */
export async function storefrontFlags(flags: FlagService, session: Session | null, brandKey: string) {
  const set = await flags.evaluate(session ? contextOf(session) : { brandKey });
  const keys = session ? flagKeys : featureFlagKeys;
  return Object.fromEntries(keys.map((key) => [key, set[key].value]));
}
