import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approvalGroupChoices } from './user-form-values.ts';

const groups = [
  { id: '1', nameEn: 'Purchasing', nameFr: 'Achats' },
  { id: '2', nameEn: 'Executive office', nameFr: 'Direction' },
  { id: '3', nameEn: 'Warehouse', nameFr: 'Entrepôt' },
  { id: '4', nameEn: 'Accounting', nameFr: 'Comptabilité' },
];

describe('the approval groups a user can be given', () => {
  it('are named in the page\'s language and listed in its alphabetical order (French accents sort with their letter)', () => {
    expect(approvalGroupChoices({ approvalGroups: groups }, 'en-CA').map((g) => g.name)).toEqual(['Accounting', 'Executive office', 'Purchasing', 'Warehouse']);
    expect(approvalGroupChoices({ approvalGroups: groups }, 'fr-CA').map((g) => g.name)).toEqual(['Achats', 'Comptabilité', 'Direction', 'Entrepôt']);
  });

  it('keeps every group once, whatever the names', () => {
    const named = fc.array(fc.record({ nameEn: fc.string(), nameFr: fc.string() }), { maxLength: 20 });
    fc.assert(
      fc.property(named, fc.constantFrom('en-CA' as const, 'fr-CA' as const), (names, locale) => {
        const approvalGroups = names.map((name, i) => ({ id: String(i), ...name }));
        const choices = approvalGroupChoices({ approvalGroups }, locale);
        expect(choices.map((c) => c.id).sort()).toEqual(approvalGroups.map((g) => g.id).sort());
        for (let i = 1; i < choices.length; i += 1) expect((choices[i - 1] as { name: string }).name.localeCompare((choices[i] as { name: string }).name, locale)).toBeLessThanOrEqual(0);
      }),
    );
  });
});
