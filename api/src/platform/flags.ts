import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/index.ts';
import type { Tx } from './audit.ts';
import { featureFlagOverrides, featureFlags, type ClientSettings, type FlagScope } from '../db/schema/index.ts';
import { flagKeys, isSettingsFlag, type FlagKey } from './flags-registry.ts';

export type FlagSource = 'default' | 'global' | 'brand' | 'clientSettings' | 'client';
export interface FlagValue {
  readonly value: boolean;
  /** Which layer decided: the most specific one that has a value. */
  readonly source: FlagSource;
}
export type FlagSet = Readonly<Record<FlagKey, FlagValue>>;

/** Who a flag is evaluated for; anonymous visitors have a brand (chosen by path) but no client. */
export interface FlagContext {
  readonly brandKey: string;
  readonly clientId?: string | null;
  readonly clientSettings?: ClientSettings | null;
}

/** The flag context of a signed-in caller: the session's client, its brand and its settings. */
export const sessionFlagContext = (session: { client: { id: string; brandKey: string; settings: ClientSettings } }): FlagContext => ({
  brandKey: session.client.brandKey,
  clientId: session.client.id,
  clientSettings: session.client.settings,
});

interface Snapshot {
  readonly defaults: ReadonlyMap<string, boolean>;
  readonly overrides: ReadonlyMap<string, boolean>;
  readonly loadedAt: number;
}

const overrideKey = (flagKey: string, scope: FlagScope, scopeId: string) => `${flagKey}|${scope}|${scopeId}`;

/**
 * The one place flags are evaluated. Most specific wins: client override, then the client's settings
 * (settings flags only), then brand override, then global override, then the flag's default.
 * The store is tiny, so it is read whole and cached briefly; a change made through this service
 * clears this replica's cache at once, and other replicas see it within `ttlMs`.
 */
export class FlagService {
  #snapshot: Snapshot | null = null;

  constructor(
    private readonly db: Executor,
    private readonly ttlMs = 5_000,
  ) {}

  async evaluate(context: FlagContext): Promise<FlagSet> {
    const snapshot = await this.#load();
    const entries = flagKeys.map((key) => [key, resolve(snapshot, key, context)] as const);
    return Object.fromEntries(entries) as Record<FlagKey, FlagValue>;
  }

  async isOn(key: FlagKey, context: FlagContext): Promise<boolean> {
    return resolve(await this.#load(), key, context).value;
  }

  /**
   * Sets (value) or clears (null) an override; whether that changed it: the caller's transaction writes the audit row
   * of a change, and of nothing else (setting the value it has, clearing one that is not there).
   */
  async setOverride(tx: Tx, key: FlagKey, scope: FlagScope, scopeId: string, value: boolean | null): Promise<boolean> {
    const where = and(eq(featureFlagOverrides.flagKey, key), eq(featureFlagOverrides.scope, scope), eq(featureFlagOverrides.scopeId, scopeId));
    const target = [featureFlagOverrides.flagKey, featureFlagOverrides.scope, featureFlagOverrides.scopeId];
    const write = async () => {
      if (value === null) return tx.delete(featureFlagOverrides).where(where).returning({ key: featureFlagOverrides.flagKey });
      // Settings flags have no definition row until first overridden (the override references it).
      await tx.insert(featureFlags).values({ key, description: '', defaultValue: false }).onConflictDoNothing({ target: featureFlags.key });
      return tx
        .insert(featureFlagOverrides)
        .values({ flagKey: key, scope, scopeId, value })
        .onConflictDoUpdate({ target, set: { value, updatedAt: new Date() }, setWhere: ne(featureFlagOverrides.value, value) })
        .returning({ key: featureFlagOverrides.flagKey });
    };
    const changed = (await write()).length > 0;
    this.invalidate();
    return changed;
  }

  invalidate(): void {
    this.#snapshot = null;
  }

  async #load(): Promise<Snapshot> {
    if (this.#snapshot && Date.now() - this.#snapshot.loadedAt < this.ttlMs) return this.#snapshot;
    const [definitions, overrides] = await Promise.all([
      this.db.select({ key: featureFlags.key, defaultValue: featureFlags.defaultValue }).from(featureFlags),
      this.db.select().from(featureFlagOverrides),
    ]);
    this.#snapshot = {
      defaults: new Map(definitions.map((d) => [d.key, d.defaultValue])),
      overrides: new Map(overrides.map((o) => [overrideKey(o.flagKey, o.scope, o.scopeId), o.value])),
      loadedAt: Date.now(),
    };
    return this.#snapshot;
  }
}

function resolve(snapshot: Snapshot, key: FlagKey, context: FlagContext): FlagValue {
  const override = (scope: FlagScope, scopeId: string) => snapshot.overrides.get(overrideKey(key, scope, scopeId));
  const layers: Array<[FlagSource, boolean | undefined]> = [
    ['client', context.clientId ? override('client', context.clientId) : undefined],
    ['clientSettings', isSettingsFlag(key) ? context.clientSettings?.[key] : undefined],
    ['brand', override('brand', context.brandKey)],
    ['global', override('global', '')],
  ];
  for (const [source, value] of layers) if (value !== undefined) return { value, source };
  return { value: snapshot.defaults.get(key) ?? false, source: 'default' };
}
