import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIN_PRODUCT_COUNT, generateDataset } from '@comptoir/fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { hasMedia, mediaFileName, writeMedia } from './media.ts';

describe('writeMedia', () => {
  const dataset = generateDataset({ productCount: MIN_PRODUCT_COUNT });
  let dir = '';
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one SVG per product image and CMS banner picture, named by media id, then skips a second run', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'comptoir-media-'));
    const media = [...dataset.products.flatMap((p) => p.media), ...dataset.siteContent.cmsImages];
    const first = await writeMedia(dir, dataset);
    expect(first).toMatchObject({ files: media.length, skipped: false });
    expect((await readdir(dir)).filter((f) => f.endsWith('.svg'))).toHaveLength(media.length);
    expect(await readFile(path.join(dir, mediaFileName(media[0]!.id)), 'utf8')).toMatch(/^<svg/);
    expect(await hasMedia(dir, { seed: dataset.seed, productCount: dataset.products.length })).toBe(true);
    expect(await hasMedia(dir, { seed: dataset.seed + 1, productCount: dataset.products.length })).toBe(false);
    expect((await writeMedia(dir, dataset)).skipped).toBe(true);
  });
});
