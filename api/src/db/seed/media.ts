import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderBannerImage, renderProductImage, type Dataset } from '@comptoir/fixtures';

export interface MediaReport {
  files: number;
  durationMs: number;
  /** True when the directory already held this dataset's images. */
  skipped: boolean;
}

interface Manifest {
  seed: number;
  productCount: number;
  files: number;
}

const WRITE_CONCURRENCY = 128;

/** Where an image lives: `<dir>/<product_media.id>.svg`, so the api serves it by id without a lookup. */
export const mediaFileName = (mediaId: string) => `${mediaId}.svg`;

async function readManifest(file: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** True when `dir` already holds the images of the dataset with this seed and product count. */
export async function hasMedia(dir: string, dataset: { seed: number; productCount: number }): Promise<boolean> {
  const manifest = await readManifest(path.join(dir, 'manifest.json'));
  return manifest?.seed === dataset.seed && manifest.productCount === dataset.productCount;
}

/**
 * Renders every product image, and the CMS banners' pictures (same id scheme), as SVG under `dir`. The
 * manifest is written last, so an interrupted run is simply redone.
 */
export async function writeMedia(dir: string, dataset: Dataset): Promise<MediaReport> {
  const started = performance.now();
  const manifestFile = path.join(dir, 'manifest.json');
  const jobs = [
    ...dataset.products.flatMap((product) => product.media.map((media) => ({ id: media.id, render: () => renderProductImage(product, media.index) }))),
    ...dataset.siteContent.cmsImages.map((asset) => ({ id: asset.id, render: () => renderBannerImage(asset) })),
  ];
  const existing = await readManifest(manifestFile);
  if (existing?.seed === dataset.seed && existing.productCount === dataset.products.length && existing.files === jobs.length) {
    return { files: jobs.length, durationMs: Math.round(performance.now() - started), skipped: true };
  }
  await mkdir(dir, { recursive: true });
  for (let start = 0; start < jobs.length; start += WRITE_CONCURRENCY) {
    await Promise.all(
      jobs
        .slice(start, start + WRITE_CONCURRENCY)
        .map(({ id, render }) => writeFile(path.join(dir, mediaFileName(id)), render())),
    );
  }
  const manifest: Manifest = { seed: dataset.seed, productCount: dataset.products.length, files: jobs.length };
  await writeFile(manifestFile, JSON.stringify(manifest));
  return { files: jobs.length, durationMs: Math.round(performance.now() - started), skipped: false };
}
