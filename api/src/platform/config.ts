import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defaultRequestLimits, requestLimitClasses, type RequestLimitClass, type RequestLimits } from './request-limits.ts';
import type { BucketRule } from './token-bucket.ts';

/** The repository root: api/src/platform -> three levels up. */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const integer = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be an integer between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `${name} must be an integer between ${min} and ${max}`).max(max, `${name} must be an integer between ${min} and ${max}`));

const flag = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => ['true', 'false', '1', '0'].includes(value), `${name} must be true or false`)
    .transform((value) => value === 'true' || value === '1');

/** `300/60s`, `300/1m` or `300/60s,burst=60`: a limit per window, at most `burst` at once (a fifth of the limit by default). */
const rulePattern = /^(\d{1,7})\/(\d{1,5})(s|m)(?:,burst=(\d{1,7}))?$/;
const limitRule = (name: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx): BucketRule => {
      const match = rulePattern.exec(value.replace(/\s+/g, ''));
      const limit = Number(match?.[1]);
      const windowMs = Number(match?.[2]) * (match?.[3] === 'm' ? 60_000 : 1000);
      const burst = match?.[4] === undefined ? Math.max(1, Math.floor(limit / 5)) : Number(match[4]);
      if (match && limit >= 2 && windowMs >= 1000 && windowMs <= 86_400_000 && burst >= 1 && burst < limit) return { limit, windowMs, burst };
      ctx.addIssue({ code: 'custom', message: `${name} must look like 300/60s or 300/60s,burst=60 (a limit of at least 2 per window of 1 s to 24 h; the burst at least 1 and below the limit)` });
      return z.NEVER;
    });

export const rateLimitVariable = (name: RequestLimitClass) => `RATE_LIMIT_${name.toUpperCase()}`;

const limitsSchema = z.object({
  RATE_LIMIT_MAX_KEYS: integer('RATE_LIMIT_MAX_KEYS', 100, 10_000_000).default(defaultRequestLimits.maxKeys),
  ...Object.fromEntries(requestLimitClasses.map((name) => [rateLimitVariable(name), limitRule(rateLimitVariable(name)).optional()])),
});

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'NODE_ENV must be one of development, production, test' }).default('development'),
  PORT: integer('PORT', 1, 65_535).default(3000),
  HOST: z.string().trim().min(1, 'HOST must not be empty').default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/.+/, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().trim().min(1, 'DATA_DIR must not be empty').default(path.join(repoRoot, '.data')),
  SEED_PRODUCTS: integer('SEED_PRODUCTS', 0, 1_000_000).default(5000),
  LOG_LEVEL: z.enum(logLevels, { error: `LOG_LEVEL must be one of ${logLevels.join(', ')}` }).default('info'),
  PUBLIC_ORIGIN: z.url({ error: 'PUBLIC_ORIGIN must be an absolute URL such as https://shop.example.ca' }).optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  TRUST_PROXY: flag('TRUST_PROXY').default(false),
  CATALOGUE_CACHE_SECONDS: integer('CATALOGUE_CACHE_SECONDS', 0, 3600).default(30),
  CATALOGUE_CACHE_MB: integer('CATALOGUE_CACHE_MB', 1, 4096).default(64),
});

export interface Config {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly seedProducts: number;
  readonly logLevel: LogLevel;
  readonly publicOrigin: string;
  readonly sessionSecret: string;
  /** Behind our own proxy: its X-Forwarded-For hop is the client address (rate limits, sign-in records). */
  readonly trustProxy: boolean;
  /** Per-replica limits of the expensive endpoints (RATE_LIMIT_<CLASS>, RATE_LIMIT_MAX_KEYS). */
  readonly requestLimits: RequestLimits;
  /** How long a replica reuses a catalogue read answer (search, suggestions, product details); 0: never. */
  readonly catalogueCacheSeconds: number;
  readonly catalogueCacheMb: number;
}

/** A configuration problem, reported as one line naming the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Values never echoed back: a database URL may carry a password. */
const secretNames = new Set(['DATABASE_URL', 'SESSION_SECRET']);

type Env = Readonly<Record<string, string | undefined>>;

/** Empty strings count as unset, so `PORT= npm start` means "use the default". */
const present = (env: Env): Record<string, string> =>
  Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));

/** Outside production the secret is random per data directory and kept there, so sessions survive restarts. */
const localSessionSecret = (dataDir: string): string => {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};

const parseOrExplain = <T>(parser: z.ZodType<T>, values: Record<string, string>): T => {
  const parsed = parser.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'configuration');
  const got = secretNames.has(name) ? undefined : values[name];
  const detail = issue?.message.startsWith(name) ? issue.message : `${name}: ${issue?.message ?? 'invalid value'}`;
  throw new ConfigError(`Invalid configuration: ${detail}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`);
};

/**
 * Parses the environment. Throws a ConfigError whose message is one line naming the variable.
 * In the test environment defaults apply and the session secret is never written to disk.
 */
export const loadConfig = (env: Env = process.env): Config => {
  const values = present(env);
  const c = parseOrExplain(schema, values);
  const limits = parseOrExplain(limitsSchema, values) as { RATE_LIMIT_MAX_KEYS: number } & Record<string, BucketRule | undefined>;
  if (c.NODE_ENV === 'production' && !c.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET is required when NODE_ENV=production (at least 32 characters)');
  }
  const dataDir = path.resolve(c.DATA_DIR);
  const sessionSecret =
    c.SESSION_SECRET ?? (c.NODE_ENV === 'test' ? randomBytes(32).toString('base64url') : localSessionSecret(dataDir));
  return {
    nodeEnv: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir,
    seedProducts: c.SEED_PRODUCTS,
    logLevel: c.LOG_LEVEL,
    publicOrigin: (c.PUBLIC_ORIGIN ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    sessionSecret,
    trustProxy: c.TRUST_PROXY,
    requestLimits: {
      rules: Object.fromEntries(requestLimitClasses.map((name) => [name, limits[rateLimitVariable(name)] ?? defaultRequestLimits.rules[name]])) as RequestLimits['rules'],
      maxKeys: limits.RATE_LIMIT_MAX_KEYS,
    },
    catalogueCacheSeconds: c.CATALOGUE_CACHE_SECONDS,
    catalogueCacheMb: c.CATALOGUE_CACHE_MB,
  };
};

export type DatabaseKind = 'pglite' | 'postgres';

/** The database kind the health endpoint reports. */
export const databaseKind = (config: Pick<Config, 'databaseUrl'>): DatabaseKind =>
  config.databaseUrl ? 'postgres' : 'pglite';
