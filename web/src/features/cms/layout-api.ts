import type { CmsLayout } from '@comptoir/core';
import type { Language } from '../../paths.ts';
import { localeOf } from '../../paths.ts';
import { api } from '../api-client/index.ts';
import type { LayoutPreview } from '../shell-params/index.ts';

export interface LayoutRequest extends LayoutPreview {
  /** A visitor's partner storefront; the api uses a signed-in buyer's client brand instead. */
  branding: string;
}

const isLayout = (body: unknown): body is CmsLayout => {
  const layout = body as Partial<CmsLayout> | null;
  return typeof layout === 'object' && layout !== null && typeof layout.title === 'string' && typeof layout.isPreview === 'boolean' && Array.isArray(layout.blocks);
};

/** GET /svc/cms/cms/layout (spec §7) with the shell's preview and title, in the page's language. */
export const fetchLayout = (request: LayoutRequest, language: Language, signal?: AbortSignal): Promise<CmsLayout> =>
  api.get('/svc/cms/cms/layout', {
    query: { preview: request.preview ? 'true' : undefined, title: request.title ?? undefined, branding: request.branding === 'default' ? undefined : request.branding },
    locale: localeOf(language),
    signal,
    parse: (body) => {
      if (!isLayout(body)) throw new Error('unexpected layout');
      return body;
    },
  });
