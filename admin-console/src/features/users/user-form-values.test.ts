import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approvalGroupChoices, changesOf, requestOf, type UserFormValues } from './user-form-values.ts';

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

describe('an edit\'s request', () => {
  const form = fc.record<UserFormValues>({
    firstName: fc.constantFrom('Lucas', ' Lucas ', 'Lúcas', "O'Brien"),
    lastName: fc.constantFrom('Martin', 'Lévesque-Côté', ''),
    emailAddress: fc.constantFrom('lucas@example.ca', 'LUCAS@example.ca '),
    logonName: fc.constantFrom('lucas.martin', 'Lucas.Martin'),
    cultureCode: fc.constantFrom('en-CA' as const, 'fr-CA' as const),
    defaultShipToId: fc.constantFrom('', 'a'),
    approvalGroupId: fc.constantFrom('', 'g'),
    isAdmin: fc.boolean(),
  });

  it('holds exactly the fields whose value the admin changed, and with them the form as saved', () => {
    fc.assert(
      fc.property(form, form, (initial, values) => {
        const before = requestOf(initial);
        const after = requestOf(values);
        const changes = changesOf(initial, values);
        expect(Object.keys(changes).sort()).toEqual(Object.keys(after).filter((field) => before[field as keyof typeof before] !== after[field as keyof typeof after]).sort());
        expect({ ...before, ...changes }).toEqual(after);
      }),
    );
  });
});
