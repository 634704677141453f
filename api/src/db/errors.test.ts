import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, describeConnectionError, redactUrl } from './errors.ts';
import { openDb } from './open-db.ts';

describe('an unreachable DATABASE_URL', () => {
  it('fails with one clear line naming the target (password redacted) and the reason', async () => {
    const attempt = openDb({ databaseUrl: 'postgres://comptoir:s3cret@127.0.0.1:1/comptoir' });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(attempt).rejects.toThrow(
      /^Cannot reach the database at postgres:\/\/comptoir:\*\*\*@127\.0\.0\.1:1\/comptoir: connection refused$/,
    );
  });

  it('describes socket and Postgres errors in a few words', () => {
    expect(describeConnectionError(Object.assign(new Error('x'), { code: 'ENOTFOUND' }))).toBe('host not found');
    expect(describeConnectionError(Object.assign(new Error('x'), { code: '3D000' }))).toBe('database does not exist');
    expect(describeConnectionError(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(
      'connection refused',
    );
    expect(describeConnectionError(new Error('first line\nstack'))).toBe('first line');
    expect(redactUrl('not a url')).toBe('(unparseable DATABASE_URL)');
  });
});
