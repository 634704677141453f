import zlib from 'node:zlib';

/**
 * A text's gzip stream left open (docs/decisions/054): the gzip header and the text's raw deflate ended with a sync
 * flush, so the stream is byte-aligned and has no final block yet, with the text's CRC-32 and UTF-8 length. Made once
 * for a kept answer; each call closes it with its own few bytes (gzipWithTail) instead of compressing the answer again.
 */
export interface GzipPrefix {
  readonly head: Buffer;
  readonly crc: number;
  readonly length: number;
}

/** Deflate, no flags, no modification time, no extra flags, operating system unknown (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** A stored block holds at most 65,535 bytes (RFC 1951 §3.2.4). */
const STORED_BLOCK_BYTES = 0xffff;

export function gzipPrefix(text: string): GzipPrefix {
  const deflated = zlib.deflateRawSync(text, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return { head: Buffer.concat([GZIP_HEADER, deflated]), crc: zlib.crc32(text), length: Buffer.byteLength(text) };
}

/** A whole gzip member: the prefix's open stream, `tail` in stored blocks (the last one final), then CRC-32 and ISIZE. */
export function gzipWithTail(prefix: GzipPrefix, tail: string): Buffer<ArrayBuffer> {
  const data = Buffer.from(tail);
  const blocks = Math.max(1, Math.ceil(data.length / STORED_BLOCK_BYTES));
  const out = Buffer.allocUnsafe(prefix.head.length + blocks * 5 + data.length + 8);
  let at = prefix.head.copy(out, 0);
  for (let block = 0; block < blocks; block += 1) {
    const chunk = data.subarray(block * STORED_BLOCK_BYTES, (block + 1) * STORED_BLOCK_BYTES);
    out[at] = block === blocks - 1 ? 1 : 0;
    out.writeUInt16LE(chunk.length, at + 1);
    out.writeUInt16LE(~chunk.length & 0xffff, at + 3);
    at += 5 + chunk.copy(out, at + 5);
  }
  // zlib's crc32 answers 0 for an empty view without storage (a null pointer), not the running value.
  out.writeUInt32LE(data.length === 0 ? prefix.crc : zlib.crc32(data, prefix.crc), at);
  out.writeUInt32LE((prefix.length + data.length) % 2 ** 32, at + 4);
  return out;
}

const QVALUE = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/** The weight a coding's parameters give it: 1 without q, 0 when q is not a valid qvalue (RFC 9110 §12.4.2). */
const weightOf = (params: string[]): number => {
  const q = params.map((param) => param.replace(/\s+/g, '')).find((param) => /^q=/i.test(param));
  if (q === undefined) return 1;
  return QVALUE.test(q) ? Number(q.slice(2)) : 0;
};

/**
 * Whether an Accept-Encoding header accepts gzip (RFC 9110 §12.5.3): `gzip` (or its old name `x-gzip`) with a weight
 * above 0, else `*` with a weight above 0. No header, or an empty one, asks for the plain answer.
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const weights = new Map<string, number>();
  for (const item of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = item.split(';');
    const name = coding.trim().toLowerCase();
    if (name && !weights.has(name)) weights.set(name, weightOf(params));
  }
  return (weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*') ?? 0) > 0;
}
