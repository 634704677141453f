import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidersOf, isLeftWithoutDecider } from './deciders.ts';

const ids = ['a', 'b', 'c', 'd'] as const;
const approvers = fc.uniqueArray(fc.record({ buyerId: fc.constantFrom(...ids), canDecide: fc.boolean() }), { selector: (approver) => approver.buyerId, maxLength: 4 });

describe('who may decide an order awaiting approval', () => {
  it('an active approver other than the buyer; never the buyer, never one who cannot sign in', () => {
    const group = [{ buyerId: 'a', canDecide: true }, { buyerId: 'b', canDecide: false }, { buyerId: 'c', canDecide: true }];
    expect(decidersOf(group, 'a').map((approver) => approver.buyerId)).toEqual(['c']);
    expect(isLeftWithoutDecider(group, 'c')).toBe(false);
    expect(isLeftWithoutDecider([{ buyerId: 'a', canDecide: true }, { buyerId: 'b', canDecide: false }], 'a')).toBe(true);
    expect(isLeftWithoutDecider([], 'a')).toBe(true);
  });

  it('property: exactly the approvers able to act who are not the buyer, in the group’s order', () => {
    fc.assert(
      fc.property(approvers, fc.constantFrom(...ids), (group, orderedBy) => {
        const deciders = decidersOf(group, orderedBy);
        expect(deciders).toEqual(group.filter((approver) => approver.canDecide && approver.buyerId !== orderedBy));
        expect(deciders.some((approver) => approver.buyerId === orderedBy || !approver.canDecide)).toBe(false);
        // Taking an approver away (deactivated, deleted or removed) never adds a decider.
        for (const gone of group) expect(decidersOf(group.filter((approver) => approver !== gone), orderedBy).length).toBeLessThanOrEqual(deciders.length);
        expect(isLeftWithoutDecider(group, orderedBy)).toBe(deciders.length === 0);
      }),
    );
  });
});
