import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStorefrontPath } from '../validation/validation.ts';
import { CmsBlockSchema, CmsLayoutQuerySchema, StorefrontPathSchema } from './cms.ts';

const id = '00000000-0000-4000-8000-000000000001';
// core is typed without DOM or Node libraries; the tests run on Node, which has the WHATWG URL.
const { URL } = globalThis as unknown as { URL: new (input: string, base: string) => { origin: string } };

describe('CMS layout contract', () => {
  it('reads preview, a trimmed title and a brand key from the query; refuses the rest', () => {
    expect(CmsLayoutQuerySchema.parse({ preview: 'true', title: '  Fall preview ', branding: 'maplebay' })).toEqual({ preview: true, title: 'Fall preview', branding: 'maplebay' });
    expect(CmsLayoutQuerySchema.parse({ preview: 'false' })).toEqual({ preview: false });
    for (const query of [{ preview: 'maybe' }, { title: '   ' }, { title: 'x'.repeat(121) }, { branding: 'Maple Bay' }]) expect(CmsLayoutQuerySchema.safeParse(query).success).toBe(false);
  });

  it('links only to storefront paths: never a scheme, another host or a backslash trick', () => {
    for (const path of ['/browse-products/Category?q=paper', '/product-detail/product?code=A1', '/']) expect(StorefrontPathSchema.safeParse(path).success).toBe(true);
    for (const path of ['javascript:alert(1)', 'https://evil.example', '//evil.example', '/\\evil.example', 'browse', '/a b', '']) expect(StorefrontPathSchema.safeParse(path).success, path).toBe(false);
    fc.assert(fc.property(fc.string(), (text) => {
      const parsed = StorefrontPathSchema.safeParse(text);
      expect(isStorefrontPath(text)).toBe(parsed.success);
      if (parsed.success) expect(new URL(text, 'https://comptoir.example').origin).toBe('https://comptoir.example');
    }));
  });

  it('is a union discriminated by kind; a banner image needs its alternative text', () => {
    const banner = { kind: 'banner', id, isDraft: false, title: 'T', subtitle: 'S', ctaLabel: 'Go', href: '/', colour: '#1b4d89', image: { url: '/media/products/x.svg', alt: 'A ream of paper' } };
    expect(CmsBlockSchema.parse(banner).kind).toBe('banner');
    expect(CmsBlockSchema.safeParse({ ...banner, image: { url: '/x.svg', alt: '' } }).success).toBe(false);
    expect(CmsBlockSchema.safeParse({ ...banner, kind: 'html', html: '<script>' }).success).toBe(false);
    expect(CmsBlockSchema.parse({ kind: 'richText', id, isDraft: false, content: [{ type: 'paragraph', runs: [{ text: 'Hi', strong: false, href: null }] }] }).kind).toBe('richText');
  });
});
