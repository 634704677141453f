import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { checkDrawerQuantity, drawerProblemFromMessages, timings, type QuantityProblem } from '@comptoir/core';
import { placeholderAction, placeholderActor } from '../placeholders.ts';
import { addedQuantity, foundProducts, recordChange, withQuantity, type AddedProduct, type DrawerProduct, type QuantityChange } from './products.ts';

export interface DrawerInput {
  loggedIn: boolean;
  recommendationsEnabled: boolean;
  /** The buyer's mergeProductInBasket / client's mergeProductInBasketFlag. */
  mergeMode: boolean;
}

export interface RecommendedProduct {
  productCode: string;
  [field: string]: unknown;
}

export interface DrawerContext extends DrawerInput {
  products: DrawerProduct[];
  /** How many units the last add put in the cart (spec §2.1's count); the lines keep their cart quantities. */
  addedQuantity: number;
  changes: QuantityChange[];
  nextChangeId: number;
  /** The change whose update call is in flight. */
  inFlight: QuantityChange | null;
  problem: QuantityProblem | null;
  recommendations: RecommendedProduct[];
}

export type DrawerEvent =
  | { type: 'cart.itemsAdded'; added: AddedProduct[]; cartProducts: DrawerProduct[] }
  | { type: 'recommendation.added'; added: AddedProduct[]; cartProducts: DrawerProduct[] }
  | { type: 'drawer.quantityChanged'; orderProductId: number; quantity: number }
  | { type: 'drawer.continueShoppingClicked' }
  | { type: 'drawer.viewCartClicked' }
  | { type: 'drawer.outsideClicked' };

/** The drawer's quantity update answer (spec §7: isSuccess and Messages). */
export interface DrawerUpdateAnswer {
  isSuccess: boolean;
  Messages: Array<{ MessageType: number; MessageStatus: number; PrimaryMessage: string }>;
}

const additions = (context: DrawerContext, event: DrawerEvent) => {
  assertEvent(event, ['cart.itemsAdded', 'recommendation.added']);
  return foundProducts(event.added, event.cartProducts, context.mergeMode);
};

const inFlightRule = (context: DrawerContext) =>
  context.products.find((line) => line.orderProductId === context.inFlight?.orderProductId)?.rule ?? {};

const change = (context: DrawerContext, event: DrawerEvent) => {
  assertEvent(event, 'drawer.quantityChanged');
  return { product: context.products.find((product) => product.orderProductId === event.orderProductId), quantity: event.quantity };
};

export const addedToCartDrawerMachine = setup({
  types: { context: {} as DrawerContext, events: {} as DrawerEvent, input: {} as DrawerInput },
  guards: {
    someAddedProductFound: ({ context, event }) => additions(context, event).length > 0,
    recommendationsShown: ({ context }) => context.loggedIn && context.recommendationsEnabled,
    notOnDrawer: ({ context, event }) => change(context, event).product === undefined,
    unchanged: ({ context, event }) => change(context, event).product?.quantity === change(context, event).quantity,
    belowMinimum: ({ context, event }) => {
      const { product, quantity } = change(context, event);
      return product !== undefined && checkDrawerQuantity(quantity, product.rule) !== null;
    },
    answerHasAddToCartError: ({ context }, answer: DrawerUpdateAnswer) => drawerProblemFromMessages(answer.Messages, inFlightRule(context)) !== null,
    answerUnsuccessful: (_, answer: DrawerUpdateAnswer) => !answer.isSuccess,
  },
  actions: {
    showAdded: assign(({ context, event }) => {
      assertEvent(event, ['cart.itemsAdded', 'recommendation.added']);
      const products = additions(context, event);
      return { products, addedQuantity: addedQuantity(event.added, products), problem: null };
    }),
    showBelowMinimum: assign(({ context, event }) => {
      const { product, quantity } = change(context, event);
      return { problem: product ? checkDrawerQuantity(quantity, product.rule) : null };
    }),
    recordChange: assign(({ context, event }) => {
      const { product, quantity } = change(context, event);
      if (!product) return {};
      const recorded = recordChange(context.nextChangeId, product, quantity);
      return { changes: [...context.changes, recorded], nextChangeId: context.nextChangeId + 1, inFlight: recorded, problem: null, products: withQuantity(context.products, product.orderProductId, quantity) };
    }),
    showSalesMultiple: assign(({ context }, answer: DrawerUpdateAnswer) => ({ problem: drawerProblemFromMessages(answer.Messages, inFlightRule(context)) })),
    /** The change did not happen: forget it and show the quantity the cart still has. */
    revertChange: assign(({ context }) => {
      const failed = context.inFlight;
      if (!failed) return {};
      return { changes: context.changes.filter((recorded) => recorded.id !== failed.id), products: withQuantity(context.products, failed.orderProductId, failed.previous), inFlight: null };
    }),
    settleChange: assign({ inFlight: null }),
    keepRecommendations: assign((_, recommendations: RecommendedProduct[]) => ({ recommendations })),
    forgetRecommendations: assign({ recommendations: [] }),
    trackQuantityChanges: placeholderAction<{ changes: QuantityChange[] }>('trackQuantityChanges'),
    navigateToCart: placeholderAction('navigateToCart'),
    /** Spec §8: a failed drawer quantity update is logged only; the shopper sees no message. */
    logUpdateFailure: placeholderAction<{ orderProductId: number; error: unknown }>('logUpdateFailure'),
  },
  actors: {
    updateDrawerQuantity: placeholderActor<DrawerUpdateAnswer, { orderProductId: number; productCode: string; quantity: number }>('updateDrawerQuantity'),
    fetchRecommendations: placeholderActor<RecommendedProduct[], { productCodes: string[] }>('fetchRecommendations'),
  },
  delays: { recommendationReopen: timings.recommendationReopenMs },
})
  .extend<{ flushQuantityChanges: undefined }>({
    actions: {
      /** Spec §4: closing flushes the recorded quantity changes to analytics, each exactly once; nothing recorded, nothing sent. */
      flushQuantityChanges: enqueueActions(({ context, enqueue }) => {
        if (context.changes.length === 0) return;
        enqueue({ type: 'trackQuantityChanges', params: { changes: context.changes } });
        enqueue.assign({ changes: [], inFlight: null, problem: null });
      }),
    },
  })
  .createMachine({
  id: 'addedToCartDrawer',
  description: "Spec §2.1, §4, §5: the 'Added to cart' drawer, its quantity updates and 'Our experts suggest'",
  context: ({ input }) => ({ ...input, products: [], addedQuantity: 0, changes: [], nextChangeId: 1, inFlight: null, problem: null, recommendations: [] }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'cart.itemsAdded': { guard: 'someAddedProductFound', target: 'open', actions: 'showAdded' } },
    },
    open: {
      type: 'parallel',
      on: {
        'cart.itemsAdded': { guard: 'someAddedProductFound', target: 'open', reenter: true, actions: ['flushQuantityChanges', 'showAdded'] },
        'drawer.continueShoppingClicked': { target: 'closed', actions: 'flushQuantityChanges' },
        'drawer.outsideClicked': { target: 'closed', actions: 'flushQuantityChanges' },
        'drawer.viewCartClicked': { target: 'closed', actions: ['navigateToCart', 'flushQuantityChanges'] },
        'recommendation.added': [
          { guard: 'someAddedProductFound', target: 'reopening', actions: ['flushQuantityChanges', 'showAdded'] },
          { target: 'closed', actions: 'flushQuantityChanges' },
        ],
      },
      states: {
        quantity: {
          initial: 'idle',
          on: {
            'drawer.quantityChanged': [
              { guard: 'notOnDrawer' },
              { guard: 'belowMinimum', actions: 'showBelowMinimum' },
              { guard: 'unchanged' },
              { target: '.updating', reenter: true, actions: 'recordChange' },
            ],
          },
          states: {
            idle: {},
            updating: {
              invoke: {
                id: 'updateDrawerQuantity',
                src: 'updateDrawerQuantity',
                input: ({ context }) => ({
                  orderProductId: context.inFlight?.orderProductId ?? 0,
                  productCode: context.inFlight?.productCode ?? '',
                  quantity: context.inFlight?.next ?? 0,
                }),
                onDone: [
                  {
                    guard: { type: 'answerHasAddToCartError', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: [{ type: 'showSalesMultiple', params: ({ event }) => event.output }, 'revertChange'],
                  },
                  {
                    guard: { type: 'answerUnsuccessful', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: [{ type: 'logUpdateFailure', params: ({ context, event }) => ({ orderProductId: context.inFlight?.orderProductId ?? 0, error: event.output }) }, 'revertChange'],
                  },
                  { target: 'idle', actions: 'settleChange' },
                ],
                onError: {
                  target: 'idle',
                  actions: [{ type: 'logUpdateFailure', params: ({ context, event }) => ({ orderProductId: context.inFlight?.orderProductId ?? 0, error: event.error }) }, 'revertChange'],
                },
              },
            },
          },
        },
        recommendations: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'recommendationsShown', target: 'pending' }, { target: 'hidden' }] },
            hidden: {},
            pending: {
              entry: 'forgetRecommendations',
              invoke: {
                id: 'fetchRecommendations',
                src: 'fetchRecommendations',
                input: ({ context }) => ({ productCodes: context.products.map((product) => product.productCode) }),
                onDone: { target: 'resolved', actions: { type: 'keepRecommendations', params: ({ event }) => event.output } },
                // Spec §8: a recommendations failure is an empty result.
                onError: { target: 'resolved', actions: 'forgetRecommendations' },
              },
            },
            resolved: {},
          },
        },
      },
    },
    reopening: {
      // Spec §4, §9: after a recommendation is added, its pop-up reopens 300 ms later.
      after: { recommendationReopen: 'open' },
    },
  },
});

export type AddedToCartDrawerMachine = typeof addedToCartDrawerMachine;
