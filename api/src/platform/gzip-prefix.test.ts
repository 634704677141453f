import { Readable } from 'node:stream';
import { text as readText } from 'node:stream/consumers';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipPrefix, gzipWithTail } from './gzip-prefix.ts';

/** A kept answer's text: JSON cut before its closing brace, or any text at all (the bytes must not matter). */
const prefixText = fc.oneof(
  fc.json().map((json) => json.slice(0, -1)),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 3000 }),
);
const timingTail = fc.nat({ max: 10_000_000 }).map((timing) => `,"timing":${timing}}`);

/** Node's streaming decoder, fed the member in chunks cut at arbitrary places. */
const gunzipStreamed = (member: Buffer, cuts: number[]) => {
  const points = [...new Set(cuts.map((cut) => cut % (member.length + 1)))].sort((a, b) => a - b);
  const chunks = [0, ...points].map((start, i) => member.subarray(start, [...points, member.length][i]));
  return readText(Readable.from(chunks).pipe(zlib.createGunzip()));
};

describe('gzip of a kept prefix closed by a per-call tail (docs/decisions/054)', () => {
  it('leaves the prefix stream byte-aligned and open (a sync flush: an empty stored block, not final)', () => {
    fc.assert(
      fc.property(prefixText, (text) => {
        const { head } = gzipPrefix(text);
        expect([...head.subarray(-4)]).toEqual([0x00, 0x00, 0xff, 0xff]);
        expect(() => zlib.gunzipSync(head)).toThrow(/unexpected end of file/);
      }),
    );
  });

  it('is one gzip member that gunzipSync and the streaming gunzip read back as exactly prefix + tail', async () => {
    await fc.assert(
      fc.asyncProperty(prefixText, timingTail, fc.array(fc.nat(), { maxLength: 4 }), async (text, tail, cuts) => {
        const member = gzipWithTail(gzipPrefix(text), tail);
        expect(zlib.gunzipSync(member).toString()).toBe(text + tail);
        expect(await gunzipStreamed(member, cuts)).toBe(text + tail);
      }),
    );
  });

  it('holds a tail longer than one stored block, and the prefix serves any number of tails', () => {
    const prefix = gzipPrefix('{"CartInfo":{"Products":[]}');
    const long = `,"note":"${'é'.repeat(40_000)}"}`;
    expect(zlib.gunzipSync(gzipWithTail(prefix, long)).toString()).toBe(`{"CartInfo":{"Products":[]}${long}`);
    expect(zlib.gunzipSync(gzipWithTail(prefix, '')).toString()).toBe('{"CartInfo":{"Products":[]}');
    expect(JSON.parse(zlib.gunzipSync(gzipWithTail(prefix, ',"timing":7}')).toString())).toEqual({ CartInfo: { Products: [] }, timing: 7 });
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZip ; Q=0.5', true],
    ['x-gzip', true],
    ['*', true],
    ['deflate, br, *;q=0.001', true],
    ['gzip;q=0', false],
    ['gzip;q=0.000, *', false],
    ['*;q=0', false],
    ['deflate, br', false],
    ['identity', false],
    ['gzip;q=2', false],
    ['gzip;q=abc', false],
    ['', false],
    [undefined, false],
  ] as const)('%j → %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});
