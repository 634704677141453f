import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { toMessages } from '@comptoir/core';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimit } from './body-limit.ts';

// Through the real Node adapter: whether a body is declared (Content-Length) or chunked is a property of the wire.
const app = new Hono().use(bodyLimit(100)).all('*', async (c) => c.json({ method: c.req.method, got: c.req.method === 'GET' ? null : await c.req.json() }));
let server: ReturnType<typeof serve>;
let port = 0;
beforeAll(async () => {
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends `body` with a Content-Length, or in chunks (Transfer-Encoding: chunked) when `chunked`. */
const send = (method: string, body: string | null, chunked = false) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json', 'Accept-Language': 'fr-CA' };
    if (body !== null && !chunked) headers['Content-Length'] = Buffer.byteLength(body);
    const request = http.request({ host: '127.0.0.1', port, path: '/api/x', method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    if (body !== null && chunked) for (let i = 0; i < body.length; i += 10) request.write(body.slice(i, i + 10));
    request.end(chunked ? undefined : (body ?? undefined));
  });

const small = JSON.stringify({ note: 'x'.repeat(50) });
const large = JSON.stringify({ note: 'x'.repeat(200) });

describe('request body size limit', () => {
  it('passes bodies within the limit, declared or chunked, to the handler intact', async () => {
    for (const chunked of [false, true]) {
      const answer = await send('POST', small, chunked);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({ method: 'POST', got: JSON.parse(small) });
    }
  });

  it('refuses a larger body with 413 and the message in the caller’s language, whether declared or chunked', async () => {
    for (const chunked of [false, true]) {
      const answer = await send('PATCH', large, chunked);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toEqual({ isSuccess: false, Messages: toMessages('errors.payloadTooLarge', 'fr-CA') });
    }
  });

  it('lets reads through', async () => {
    expect((await send('GET', null)).status).toBe(200);
  });
});
