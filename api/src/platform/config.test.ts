import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, databaseKind, loadConfig, repoRoot } from './config.ts';
import { defaultRequestLimits } from './request-limits.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'comptoir-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const failure = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be rejected');
};

describe('loadConfig', () => {
  it('applies the defaults in the test environment', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config).toMatchObject({
      nodeEnv: 'test',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, '.data'),
      seedProducts: 5000,
      logLevel: 'info',
      publicOrigin: 'http://localhost:3000',
      trustProxy: false,
      requestLimits: defaultRequestLimits,
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(databaseKind(config)).toBe('pglite');
  });

  it('reads every variable', () => {
    const dataDir = tempDir();
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/comptoir',
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '120',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: 'https://comptoir.example.ca/',
      SESSION_SECRET: 'x'.repeat(40),
      TRUST_PROXY: 'true',
      RATE_LIMIT_SEARCH: '120/60s,burst=20',
      RATE_LIMIT_CHECKOUT: '10/5m',
      RATE_LIMIT_MAX_KEYS: '5000',
      CATALOGUE_CACHE_SECONDS: '10',
      CATALOGUE_CACHE_MB: '32',
    });
    expect(config).toEqual({
      nodeEnv: 'production',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/comptoir',
      dataDir,
      seedProducts: 120,
      logLevel: 'warn',
      publicOrigin: 'https://comptoir.example.ca',
      sessionSecret: 'x'.repeat(40),
      trustProxy: true,
      requestLimits: {
        rules: { ...defaultRequestLimits.rules, search: { limit: 120, windowMs: 60_000, burst: 20 }, checkout: { limit: 10, windowMs: 300_000, burst: 2 } },
        maxKeys: 5000,
      },
      catalogueCacheSeconds: 10,
      catalogueCacheMb: 32,
    });
    expect(databaseKind(config)).toBe('postgres');
  });

  it('names the variable and the rejected value in one line', () => {
    expect(failure({ PORT: 'abc' })).toBe('Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")');
    expect(failure({ PORT: '70000' })).toBe('Invalid configuration: PORT must be an integer between 1 and 65535 (got "70000")');
    expect(failure({ SEED_PRODUCTS: '-5' })).toMatch(/^Invalid configuration: SEED_PRODUCTS must be an integer/);
    expect(failure({ LOG_LEVEL: 'loud' })).toMatch(/^Invalid configuration: LOG_LEVEL must be one of .* \(got "loud"\)$/);
    expect(failure({ NODE_ENV: 'staging' })).toMatch(/^Invalid configuration: NODE_ENV must be one of/);
    expect(failure({ PUBLIC_ORIGIN: 'not a url' })).toMatch(/^Invalid configuration: PUBLIC_ORIGIN must be an absolute URL/);
    for (const message of [failure({ PORT: 'abc' }), failure({ LOG_LEVEL: 'loud' })]) expect(message).not.toContain('\n');
  });

  it('reads request limits as a limit per window with an optional burst, and refuses any other form in one line', () => {
    const limits = (value: string) => loadConfig({ NODE_ENV: 'test', RATE_LIMIT_SUGGEST: value }).requestLimits.rules.suggest;
    expect(limits('600/60s,burst=120')).toEqual({ limit: 600, windowMs: 60_000, burst: 120 });
    expect(limits(' 600 / 1m , burst = 120 ')).toEqual({ limit: 600, windowMs: 60_000, burst: 120 });
    expect(limits('2/1s')).toEqual({ limit: 2, windowMs: 1000, burst: 1 });
    const usage = 'RATE_LIMIT_SUGGEST must look like 300/60s or 300/60s,burst=60 (a limit of at least 2 per window of 1 s to 24 h; the burst at least 1 and below the limit)';
    for (const bad of ['lots', '600', '600/60', '600/60h', '1/60s', '600/0s', '600/90000s', '600/60s,burst=600', '600/60s,burst=0', '-5/60s']) {
      expect(failure({ RATE_LIMIT_SUGGEST: bad })).toBe(`Invalid configuration: ${usage} (got ${JSON.stringify(bad)})`);
    }
    expect(failure({ RATE_LIMIT_MAX_KEYS: '5' })).toBe('Invalid configuration: RATE_LIMIT_MAX_KEYS must be an integer between 100 and 10000000 (got "5")');
  });

  it('reads the catalogue answer cache: 30 s and 64 MB by default, 0 s turns it off, anything else refused in one line', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ catalogueCacheSeconds: 30, catalogueCacheMb: 64 });
    expect(loadConfig({ NODE_ENV: 'test', CATALOGUE_CACHE_SECONDS: '0', CATALOGUE_CACHE_MB: '8' })).toMatchObject({ catalogueCacheSeconds: 0, catalogueCacheMb: 8 });
    expect(failure({ NODE_ENV: 'test', CATALOGUE_CACHE_SECONDS: '-1' })).toMatch(/^Invalid configuration: CATALOGUE_CACHE_SECONDS must be an integer between 0 and 3600/);
    expect(failure({ NODE_ENV: 'test', CATALOGUE_CACHE_MB: '0' })).toMatch(/^Invalid configuration: CATALOGUE_CACHE_MB must be an integer between 1 and 4096/);
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says the api is behind a proxy', () => {
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'FALSE' }).trustProxy).toBe(false);
    expect(failure({ TRUST_PROXY: 'maybe' })).toBe('Invalid configuration: TRUST_PROXY must be true or false (got "maybe")');
  });

  it('never echoes a secret value', () => {
    const message = failure({ DATABASE_URL: 'mysql://root:hunter2@db/comptoir' });
    expect(message).toBe('Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(failure({ SESSION_SECRET: 'short-secret' })).not.toContain('short-secret');
  });

  it('requires SESSION_SECRET in production', () => {
    expect(failure({ NODE_ENV: 'production' })).toMatch(/^Invalid configuration: SESSION_SECRET is required when NODE_ENV=production/);
  });

  it('keeps a random session secret per data directory outside production', () => {
    const dataDir = tempDir();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(first.sessionSecret).toBe(second.sessionSecret);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDir() }).sessionSecret).not.toBe(first.sessionSecret);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ NODE_ENV: 'test', PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('derives the public origin from the port', () => {
    expect(loadConfig({ NODE_ENV: 'test', PORT: '4310' }).publicOrigin).toBe('http://localhost:4310');
  });
});
