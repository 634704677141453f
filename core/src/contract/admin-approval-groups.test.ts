import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldProblemText } from './field-problems.ts';
import { APPROVAL_GROUP_APPROVERS_MAX, APPROVAL_GROUP_NAME_MAX_LENGTH, APPROVAL_GROUP_THRESHOLD_MAX, approvalGroupFieldProblems } from './admin-approval-group-rules.ts';
import { AdminApprovalGroupCreateRequestSchema, AdminApprovalGroupUpdateRequestSchema } from './admin-approval-groups.ts';

const letters = fc.stringMatching(/^[A-Za-zÀ-ÿ' -]{0,100}$/);
const goodName = fc.stringMatching(new RegExp(`^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ' -]{0,${APPROVAL_GROUP_NAME_MAX_LENGTH - 2}}[A-Za-zÀ-ÿ]$`));
const goodThreshold = fc.integer({ min: 0, max: APPROVAL_GROUP_THRESHOLD_MAX });
const goodApprovers = fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: APPROVAL_GROUP_APPROVERS_MAX, selector: (id) => id.toLowerCase() });
const goodGroup = fc.record({ nameEn: goodName, nameFr: goodName, thresholdAmount: goodThreshold, approverIds: goodApprovers });

describe('approvalGroupFieldProblems (one rule for the console and the api)', () => {
  it('accepts every group with both names, a threshold of 0 to $10,000,000 in whole cents and 1 to 10 distinct approvers', () => {
    fc.assert(
      fc.property(goodGroup, (group) => {
        expect(approvalGroupFieldProblems(group)).toEqual({});
        expect(AdminApprovalGroupCreateRequestSchema.safeParse(group).success).toBe(true);
      }),
    );
  });

  it('a name is required once trimmed and at most 80 characters, in each language on its own', () => {
    fc.assert(
      fc.property(goodGroup, fc.constantFrom('nameEn', 'nameFr'), letters, (group, field, raw) => {
        const trimmed = raw.trim();
        const problems = approvalGroupFieldProblems({ ...group, [field]: raw });
        const expected = trimmed === '' ? 'errors.fieldRequired' : trimmed.length > APPROVAL_GROUP_NAME_MAX_LENGTH ? 'errors.fieldTooLong' : undefined;
        expect(problems[field]?.key).toBe(expected);
        expect(Object.keys(problems).filter((key) => key !== field)).toEqual([]);
      }),
    );
  });

  it('refuses a hidden or text-direction character in a name, wherever it is', () => {
    fc.assert(
      fc.property(goodGroup, fc.constantFrom('nameEn', 'nameFr'), fc.constantFrom('\u202e', '\u200b', '\u0000', '\ufeff'), fc.nat(), (group, field, hidden, at) => {
        const name = group[field];
        const spoiled = name.slice(0, at % (name.length + 1)) + hidden + name.slice(at % (name.length + 1));
        expect(approvalGroupFieldProblems({ ...group, [field]: spoiled })[field]?.key).toBe('errors.hiddenCharacters');
      }),
    );
  });

  it('the threshold is a whole number of cents from 0 to the maximum; anything else is refused beside it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.double({ noNaN: true }), fc.constantFrom(-1, APPROVAL_GROUP_THRESHOLD_MAX + 1, 0.5, Number.MAX_SAFE_INTEGER + 2)), (cents) => {
        const valid = Number.isInteger(cents) && cents >= 0 && cents <= APPROVAL_GROUP_THRESHOLD_MAX;
        expect(approvalGroupFieldProblems({ thresholdAmount: cents }).thresholdAmount?.key).toBe(valid ? undefined : 'admin.approvalGroups.thresholdInvalid');
      }),
    );
    // The message names the maximum in dollars, as each language writes amounts.
    const problem = approvalGroupFieldProblems({ thresholdAmount: -1 }).thresholdAmount;
    expect(problem && fieldProblemText('en-CA', problem)).toBe('Enter an amount from $0 to $10,000,000, in dollars and cents.');
    expect(problem && fieldProblemText('fr-CA', problem)).toBe('Entrez un montant de 0\u00a0$ à 10\u00a0000\u00a0000\u00a0$, en dollars et en cents.');
  });

  it('approvers: at least one, at most ten, none twice (in any letter case)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('11111111-1111-4111-8111-11111111111a', '11111111-1111-4111-8111-11111111111A', ...Array.from({ length: 12 }, (_, i) => `22222222-2222-4222-8222-${String(i).padStart(12, '0')}`)), { maxLength: 14 }), (ids) => {
        const distinct = new Set(ids.map((id) => id.toLowerCase())).size === ids.length;
        const expected = ids.length === 0 ? 'admin.approvalGroups.approverRequired' : ids.length > APPROVAL_GROUP_APPROVERS_MAX ? 'admin.approvalGroups.tooManyApprovers' : distinct ? undefined : 'admin.approvalGroups.approverTwice';
        expect(approvalGroupFieldProblems({ approverIds: ids }).approverIds?.key).toBe(expected);
      }),
    );
  });

  it('an edit checks only the fields it sends; the schemas take no other member', () => {
    fc.assert(
      fc.property(goodGroup, fc.subarray(['nameEn', 'nameFr', 'thresholdAmount', 'approverIds'] as const), (group, fields) => {
        const partial = Object.fromEntries(fields.map((field) => [field, group[field]]));
        expect(AdminApprovalGroupUpdateRequestSchema.safeParse(partial).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(goodGroup, fc.constantFrom('clientId', 'id', 'approvalGroupId', 'createdAt', 'members'), fc.jsonValue(), (group, member, value) => {
        expect(AdminApprovalGroupCreateRequestSchema.safeParse({ ...group, [member]: value }).success).toBe(false);
        expect(AdminApprovalGroupUpdateRequestSchema.safeParse({ [member]: value }).success).toBe(false);
      }),
    );
  });
});
