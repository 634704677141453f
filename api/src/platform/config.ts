import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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

/**
 * Parses the environment. Throws a ConfigError whose message is one line naming the variable.
 * In the test environment defaults apply and the session secret is never written to disk.
 */
export const loadConfig = (env: Env = process.env): Config => {
  const values = present(env);
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'configuration');
    const got = secretNames.has(name) ? undefined : values[name];
    const detail = issue?.message.startsWith(name) ? issue.message : `${name}: ${issue?.message ?? 'invalid value'}`;
    throw new ConfigError(`Invalid configuration: ${detail}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`);
  }
  const c = parsed.data;
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
  };
};

export type DatabaseKind = 'pglite' | 'postgres';

/** The database kind the health endpoint reports. */
export const databaseKind = (config: Pick<Config, 'databaseUrl'>): DatabaseKind =>
  config.databaseUrl ? 'postgres' : 'pglite';
