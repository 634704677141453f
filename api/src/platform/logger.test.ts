import { describe, expect, it } from 'vitest';
import { createLogger, redact } from './logger.ts';

const capture = (level: Parameters<typeof createLogger>[0]) => {
  const lines: string[] = [];
  const logger = createLogger(level, { service: 'api' }, (line) => lines.push(line));
  return { logger, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
};

describe('logger', () => {
  it('writes one JSON object per line with time, level, message, base and child fields', () => {
    const { logger, records } = capture('info');
    logger.child({ requestId: 'r1' }).info('hello', { count: 2 });
    expect(records()).toEqual([{ time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), level: 'info', msg: 'hello', service: 'api', requestId: 'r1', count: 2 }]);
  });

  it('drops records below its level; silent writes nothing', () => {
    const info = capture('info');
    info.logger.debug('hidden');
    info.logger.warn('shown');
    expect(info.records().map((record) => record.msg)).toEqual(['shown']);
    const silent = capture('silent');
    silent.logger.error('never');
    expect(silent.records()).toEqual([]);
  });

  it('never writes secrets, at any depth', () => {
    const { logger, records } = capture('debug');
    logger.info('login', {
      password: 'hunter2',
      headers: { Authorization: 'Bearer t0ken', cookie: 'APIAUTH=x', 'set-cookie': 'sid=y' },
      config: { sessionSecret: 's3cret', DATABASE_URL: 'postgres://u:p@h/db' },
      attempts: [{ passwordHash: 'scrypt$abc' }],
      passwordWaitMs: 12,
    });
    const line = JSON.stringify(records());
    for (const secret of ['hunter2', 't0ken', 'APIAUTH=x', 'sid=y', 's3cret', 'u:p@h', 'scrypt$abc']) expect(line).not.toContain(secret);
    expect(records()[0]).toMatchObject({ passwordWaitMs: 12 });
  });

  it('never writes the parameters of a failed query, only its statement', () => {
    const { logger, records } = capture('error');
    const failed = new Error('Failed query: update orders set po_number = $1 where id = $2\nparams: 4242 4242 4242 4242\nDock B,tok_test_abc', { cause: new Error('value out of range') });
    logger.error('unhandled error', { error: failed });
    const line = JSON.stringify(records());
    for (const secret of ['4242 4242', 'Dock B', 'tok_test_abc']) expect(line).not.toContain(secret);
    expect(records()[0]).toMatchObject({ error: { message: 'Failed query: update orders set po_number = $1 where id = $2\nparams: [redacted]', cause: { message: 'value out of range' } } });
    expect((records()[0] as { error: { stack: string } }).error.stack).toMatch(/params: \[redacted\]\n\s+at /);
  });

  it('never writes a card number typed into a path, encoded or not, nor one quoted in an error', () => {
    const { logger, records } = capture('info');
    logger.info('request', { method: 'GET', path: '/svc/orders/orderbynumber/4242%204242%204242%204242', status: 400 });
    logger.info('request', { method: 'GET', path: '/api/nowhere/5555-5555-5555-4444', status: 404 });
    logger.error('unhandled error', { path: '/api/x/%E0%A4%A', error: new Error('bad value 378282246310005') });
    const line = JSON.stringify(records());
    for (const digits of ['4242%204242', '5555-5555', '378282246310005']) expect(line).not.toContain(digits);
    expect(records().map((record) => record.path)).toEqual(['/svc/orders/orderbynumber/[card number]', '/api/nowhere/[card number]', '/api/x/%E0%A4%A']);
  });

  it('turns errors into plain objects with their cause', () => {
    const error = new Error('outer', { cause: new Error('inner') });
    expect(redact(error)).toMatchObject({ name: 'Error', message: 'outer', stack: expect.any(String), cause: { message: 'inner' } });
  });
});
