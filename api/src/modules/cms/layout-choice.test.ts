import { straightApostrophes } from '@comptoir/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseLayout, isPublished, type LayoutCandidate, type LayoutRequest } from './layout-choice.ts';

const now = new Date('2026-06-01T12:00:00Z');
const day = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * day);

const candidate = fc.record({
  id: fc.uuid(),
  page: fc.constantFrom('home', 'landing'),
  brandKey: fc.constantFrom('default', 'maplebay', 'harbourline'),
  titleEn: fc.constantFrom('Home', 'Fall preview', 'Spring'),
  titleFr: fc.constantFrom('Accueil', 'Aperçu de l’automne', 'Printemps'),
  // Drafts, published in the past, and scheduled for later.
  publishedAt: fc.option(fc.integer({ min: -30, max: 30 }).map(at), { nil: null }),
  updatedAt: fc.integer({ min: -60, max: 0 }).map(at),
});
const request = fc.record({
  brand: fc.constantFrom('default', 'maplebay', 'prairiepro'),
  title: fc.option(fc.constantFrom('Home', 'fall PREVIEW', 'APERÇU DE L’AUTOMNE', "aperçu de l'automne", 'Nope'), { nil: undefined }),
  includeDrafts: fc.boolean(),
  now: fc.constant(now),
});

const named = (layout: LayoutCandidate, title: string) =>
  [layout.titleEn, layout.titleFr].some((name) => straightApostrophes(name).toLocaleLowerCase('fr-CA') === straightApostrophes(title).toLocaleLowerCase('fr-CA'));

describe('chooseLayout', () => {
  it('never shows a draft or scheduled layout outside a preview, nor a draft home layout without its name', () => {
    fc.assert(fc.property(fc.array(candidate, { maxLength: 8 }), request, (candidates, req: LayoutRequest) => {
      const chosen = chooseLayout(candidates, req);
      if (chosen && (!req.includeDrafts || req.title === undefined)) expect(isPublished(chosen, now)).toBe(true);
    }));
  });

  it('answers what was asked: the named layout in either language and any case, else a home layout', () => {
    fc.assert(fc.property(fc.array(candidate, { maxLength: 8 }), request, (candidates, req: LayoutRequest) => {
      const chosen = chooseLayout(candidates, req);
      if (!chosen) return;
      if (req.title === undefined) expect(chosen.page).toBe('home');
      else expect(named(chosen, req.title)).toBe(true);
    }));
  });

  it("prefers the brand's own layout, and the default brand's stands in only when the brand has none", () => {
    fc.assert(fc.property(fc.array(candidate, { maxLength: 8 }), request, (candidates, req: LayoutRequest) => {
      const chosen = chooseLayout(candidates, req);
      const own = chooseLayout(candidates.filter((c) => c.brandKey === req.brand), req);
      if (own) expect(chosen?.brandKey).toBe(req.brand);
      else expect(chosen === null || chosen.brandKey !== req.brand).toBe(true);
    }));
  });

  it('a preview only adds: whatever the published view shows, the preview shows something too', () => {
    fc.assert(fc.property(fc.array(candidate, { maxLength: 8 }), request, (candidates, req: LayoutRequest) => {
      if (chooseLayout(candidates, { ...req, includeDrafts: false })) expect(chooseLayout(candidates, { ...req, includeDrafts: true })).not.toBeNull();
    }));
  });

  it('takes the latest published home layout; a preview of a name takes its draft over the published version', () => {
    const base = { page: 'home', brandKey: 'default', titleEn: 'Home', titleFr: 'Accueil', updatedAt: at(-1) };
    const older = { ...base, id: 'older', publishedAt: at(-10) };
    const newer = { ...base, id: 'newer', publishedAt: at(-2) };
    const scheduled = { ...base, id: 'scheduled', publishedAt: at(2) };
    const draft = { ...base, id: 'draft', publishedAt: null };
    const all = [older, newer, scheduled, draft];
    expect(chooseLayout(all, { brand: 'default', includeDrafts: false, now })?.id).toBe('newer');
    expect(chooseLayout(all, { brand: 'default', includeDrafts: true, now })?.id).toBe('newer');
    expect(chooseLayout(all, { brand: 'default', title: 'accueil', includeDrafts: false, now })?.id).toBe('newer');
    expect(chooseLayout(all, { brand: 'default', title: 'accueil', includeDrafts: true, now })?.id).toBe('draft');
  });

  it("names a layout written with ’ by a title typed with either apostrophe ('Aperçu de l'automne')", () => {
    const fall = { id: 'fall', page: 'landing', brandKey: 'default', titleEn: 'Fall preview', titleFr: 'Aperçu de l’automne', publishedAt: null, updatedAt: at(-1) };
    for (const title of ["Aperçu de l'automne", 'APERÇU DE L’AUTOMNE', 'aperçu de l‘automne']) expect(chooseLayout([fall], { brand: 'default', title, includeDrafts: true, now })?.id, title).toBe('fall');
    expect(chooseLayout([fall], { brand: 'default', title: 'Aperçu de lautomne', includeDrafts: true, now })).toBeNull();
  });
});
