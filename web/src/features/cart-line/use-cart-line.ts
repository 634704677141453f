import type { CartProduct, Messages, QuantityRule } from '@comptoir/core';
import { cartLineMachine, type LineActionParams, type LineRequest } from '@comptoir/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { ApiError } from '../api-client/index.ts';
import { cartApi, loadCart } from '../cart/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** Spec §4: every cart line action goes to analytics, published for the site's tag manager. */
const trackLineAction = (params: LineActionParams) => window.dispatchEvent(new CustomEvent('comptoir:analytics', { detail: { event: 'cartLineAction', ...params } }));

/** What the machine needs of a line: a buyer's priced line, or a guest's (no note). */
export type CartLineFields = Pick<CartProduct, 'OrderProductId' | 'ProductCode' | 'Quantity' | 'Multiple' | 'MinimumQuantity'> & { LineNote?: string | null };

const ruleOf = (line: CartLineFields): QuantityRule => ({ salesMultiple: line.Multiple, minimumQuantity: line.MinimumQuantity });

/** The page's toasts (features/toasts' useToasts): the api's messages after a change, and the shared error handler. */
export interface LineToasts {
  messages: (messages: Messages) => void;
  show: (key: string, status: number) => void;
}

/**
 * One cart line driven by the cart-line machine (spec §4, §5): quantity changes checked by core's
 * rules before any call, then updateProduct; the line note; removal; every change tracked and
 * followed by a cart refresh, whose answer the machine takes as the line's new state.
 */
export const useCartLine = (line: CartLineFields, { clearedCount, toasts }: { clearedCount: number; toasts: LineToasts }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  // The api's own text for a refused update, shown in place of the machine's generic problem.
  const [refusal, setRefusal] = useState<string | null>(null);
  // Why the last note save failed: told beside the note, whose typed text stays.
  const [noteFailure, setNoteFailure] = useState<string | null>(null);
  // Effects are bound once; they read the page's language and toasts when they run.
  const latest = useRef({ language, toasts, t });
  latest.current = { language, toasts, t };
  const answered = (answer: { Messages: Messages }) => latest.current.toasts.messages(answer.Messages);
  const actor = useActorRef(
    cartLineMachine.provide({
      actions: {
        trackLineAction: (_, params) => trackLineAction(params),
        refreshCart: () => void loadCart().catch(() => undefined),
        // Spec §7: a failed call goes to the shared error handler; a refused quantity or note is told beside its box.
        reportFailure: ({ event }, { error }) => {
          const messages = error instanceof ApiError ? error.messages : [];
          // A line gone from the cart (removed in another tab) leaves the page with the refresh, and its box with it: told as a toast.
          if (event.type.endsWith('.updateLineQuantity') && !(error instanceof ApiError && error.status === 404)) setRefusal(messages[0]?.PrimaryMessage ?? null);
          else if (event.type.endsWith('.saveLineNote')) setNoteFailure(messages[0]?.PrimaryMessage ?? latest.current.t('errors.generic'));
          else if (messages.length > 0) latest.current.toasts.messages(messages);
          else latest.current.toasts.show('errors.generic', 1);
        },
      },
      actors: {
        updateLineQuantity: fromPromise<void, LineRequest & { quantity: number }>(async ({ input }) => answered(await cartApi.updateProduct(input.orderProductId, input.quantity, latest.current.language))),
        saveLineNote: fromPromise<void, LineRequest & { lineNote: string }>(async ({ input }) => answered(await cartApi.saveLineNote(input.orderProductId, input.lineNote))),
        removeLine: fromPromise<void, LineRequest>(async ({ input }) => answered(await cartApi.removeProduct(input.orderProductId))),
      },
    }),
    { input: { orderProductId: line.OrderProductId, productCode: line.ProductCode, quantity: line.Quantity, rule: ruleOf(line), mode: 'cart', lineNote: line.LineNote ?? '' } },
  );
  // Every cart load gives new line objects: the machine takes the server's line between its calls.
  useEffect(() => actor.send({ type: 'cartLine.refreshed', quantity: line.Quantity, rule: ruleOf(line), lineNote: line.LineNote ?? '' }), [actor, line]);
  // Spec §4: clearing the cart ends every line shown when it was cleared (not lines added later).
  const [shownAtClear] = useState(clearedCount);
  useEffect(() => {
    if (clearedCount !== shownAtClear) actor.send({ type: 'cart.cleared' });
  }, [actor, clearedCount, shownAtClear]);

  const { busy, context } = useSelector(actor, (snapshot) => ({ busy: !snapshot.matches('idle'), context: snapshot.context }), (a, b) => a.busy === b.busy && a.context === b.context);
  const problem = context.problem;
  const error = problem ? (problem.code === 'errors.generic' && refusal ? refusal : t(problem.code, problem.params)) : null;
  return {
    busy,
    quantity: context.quantity,
    lineNote: context.lineNote,
    noteOutcome: context.noteOutcome,
    noteFailure,
    /** The last refusal (a new object at each one), or null. */
    problem,
    error,
    changeQuantity: (text: string) => {
      setRefusal(null);
      actor.send({ type: 'cartLine.quantityChanged', quantity: text });
    },
    saveNote: (note: string) => actor.send({ type: 'cartLine.lineNoteSaved', note }),
    leaveNote: (note: string) => actor.send({ type: 'cartLine.lineNoteLeft', note }),
    remove: () => actor.send({ type: 'cartLine.removeRequested' }),
  };
};
