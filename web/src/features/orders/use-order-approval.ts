import type { ApprovalDecisionResponse, OrderView } from '@comptoir/core';
import { approvalMachine, type DecideOrderInput, type DecisionAnswer } from '@comptoir/machines';
import { OrderAction } from '@comptoir/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { ApiError } from '../api-client/index.ts';
import { useToasts } from '../toasts/index.ts';
import { decideOrder } from './orders-api.ts';

/**
 * An order in approval (spec §4 view context 'in approval') decided by its viewing approver, driven by the
 * approval machine: one decision at a time, sent to the order service, whose messages become toasts (the
 * polite live region announces them); then the page reloads the order. A refused decision (someone else
 * decided first: 409) is told the same way, and the page reloads to show who did.
 */
export const useOrderApproval = (order: Pick<OrderView, 'OrderId' | 'AwaitingApproversList' | 'buyerBudget'>, approverId: string, onDecided: () => void) => {
  const toasts = useToasts();
  const latest = useRef({ toasts, onDecided });
  latest.current = { toasts, onDecided };
  const actor = useActorRef(
    approvalMachine.provide({
      actions: {
        announceDecision: () => latest.current.onDecided(),
        reportFailure: (_, { error }) => {
          if (error instanceof ApiError && error.messages.length > 0) latest.current.toasts.messages(error.messages);
          else latest.current.toasts.show('errors.generic', 1);
          latest.current.onDecided();
        },
      },
      actors: {
        decideOrder: fromPromise<DecisionAnswer, DecideOrderInput>(async ({ input }) => {
          const rejecting = input.action === OrderAction.reject;
          const answer: ApprovalDecisionResponse = await decideOrder(input.approverId, order.OrderId, rejecting ? 'reject' : 'approve', input.reason, order.buyerBudget?.availableBudget);
          latest.current.toasts.messages(answer.Messages);
          return answer;
        }),
      },
    }),
    { input: { orderId: String(order.OrderId), approverIds: order.AwaitingApproversList.map((approver) => approver.buyerId), status: 'AWAITING' } },
  );
  const deciding = useSelector(actor, (snapshot) => snapshot.matches('deciding'));
  return {
    deciding,
    approve: () => actor.send({ type: 'approval.requested', approverId, outcome: 'APPROVED' }),
    reject: (reason: string) => actor.send({ type: 'approval.requested', approverId, outcome: 'REJECTED', reason }),
  };
};
