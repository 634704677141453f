/** An approver of an approval group as the rule reads them: can they sign in and act (active, not deleted)? */
export interface GroupApprover {
  buyerId: string;
  canDecide: boolean;
}

/**
 * Who may decide an order awaiting approval: its group's approvers who can still sign in, never the buyer who placed
 * it (decision 022: an approval is a second person's decision). In the group's order. An order with none of them left
 * waits for no one: checkout refuses to place it, and one already awaiting goes back to its buyer.
 */
export const decidersOf = <A extends GroupApprover>(approvers: readonly A[], orderedBy: string): A[] =>
  approvers.filter((approver) => approver.canDecide && approver.buyerId !== orderedBy);

/** Whether an order awaiting approval is left with nobody who may decide it. */
export const isLeftWithoutDecider = (approvers: readonly GroupApprover[], orderedBy: string): boolean => decidersOf(approvers, orderedBy).length === 0;
