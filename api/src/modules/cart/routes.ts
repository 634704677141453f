import {
  AddToCartQuerySchema,
  AddToCartRequestSchema,
  CouponRequestSchema,
  DrawerQuantityUpdateRequestSchema,
  EmptyBodySchema,
  OrderProductParamsSchema,
  SaveLineNoteRequestSchema,
  UpdateProductRequestSchema,
  ValidateAndSaveDetailCustomPromptRequestSchema,
  ValidateCustomPromptsQuerySchema,
  httpStatusOf,
  toMessages,
} from '@comptoir/core';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Database } from '../../db/index.ts';
import { requireBuyer } from '../../platform/authorization.ts';
import { answerJsonWithTail } from '../../platform/json-with-tail.ts';
import { refuseCrossSite } from '../../platform/origin-check.ts';
import { localeOf, validate, type OutcomeException } from '../../platform/errors.ts';
import type { FlagService } from '../../platform/flags.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { addToCart } from './add-to-cart.ts';
import { createCartAnswerCache, type CartAnswerCache } from './cart-answer-cache.ts';
import { buyerLineCart, cartDetailsJson, clearOrder, saveLineNote } from './cart-service.ts';
import { addCouponCode, removeCouponCode } from './coupons.ts';
import { guestAddToCart, guestCartDetails, guestLineCart } from './guest-cart.ts';
import { guestCartTokenOf, setGuestCartCookie } from './guest-cart-cookie.ts';
import type { LineCart } from './line-cart.ts';
import { removeProduct, updateDrawerQuantity, updateProduct } from './line-changes.ts';
import { validateAndSavePrompt, validateCustomPrompts } from './prompts-service.ts';
import { answer, buyerContextOf, clientSettingOf, summaryContextOf } from './session-context.ts';

/**
 * Whether the request is a buyer's: a live session, or a session cookie no longer valid (ended elsewhere, expired), which
 * requireBuyer answers 401 with its cookies cleared (spec §8), so the buyer is told and never handed a guest cart quietly.
 */
const presentsSession = (c: Context<SessionEnv>): boolean => c.get('session') !== null || c.get('sessionRejected');

/** requireBuyer for a request presenting a session; one without goes on as a guest. */
const buyerOrGuest = (): MiddlewareHandler<SessionEnv> => (c, next) => (presentsSession(c) ? requireBuyer()(c, next) : next());

/** Whose lines a line change works on: the session's buyer, or else the guest-cart cookie's cart (a change extends the cookie's life). */
/**
 * A quantity the schema refuses (over the maximum, fractional, negative) is a refused add like the service's own: the
 * document's 422 shape, with CartMessages the storefront's drawer reads, where it was the bare Messages shape.
 */
const refusedAdd = (c: Context, refusal: OutcomeException) => {
  if (httpStatusOf(refusal.code) !== 422) return undefined;
  const messages = toMessages(refusal.code, localeOf(c), refusal.params);
  return c.json({ isSuccess: false, Messages: messages, CartMessages: messages, AddedProducts: [], analytics: { indexUsed: null, queryID: null } }, 422);
};
const addToCartBody = validate('json', AddToCartRequestSchema, 'errors.badRequest', refusedAdd);

const lineCartOf = (c: Context<SessionEnv>): LineCart => {
  if (c.get('session')) return buyerLineCart(buyerContextOf(c));
  const token = guestCartTokenOf(c);
  if (token) setGuestCartCookie(c, token);
  return guestLineCart(token, localeOf(c));
};

/** The storefront's cart calls, mounted under /api exactly as spec §7 writes them. */
export const cartRoutes = ({ db, flags, cartAnswers = createCartAnswerCache() }: { db: Database; flags: FlagService; cartAnswers?: CartAnswerCache }) =>
  new Hono<SessionEnv>()
    // A guest (no session) has the guest cart of its cookie: details without prices, and add-to-cart.
    .get('/cart/cartDetails', async (c, next) => (presentsSession(c) ? next() : c.json(await guestCartDetails(db, guestCartTokenOf(c), localeOf(c)))))
    .post('/cart/addtocart', validate('query', AddToCartQuerySchema), addToCartBody, async (c, next) => {
      if (presentsSession(c)) return next();
      const { token, body } = await guestAddToCart(db, guestCartTokenOf(c), c.req.valid('json'), localeOf(c));
      if (token) setGuestCartCookie(c, token);
      return c.json(body, body.isSuccess ? 200 : 422);
    })
    // Quantity changes and removal: one path for buyers and guests (the same rules and messages).
    .post('/cart/updateProduct/:id', buyerOrGuest(), validate('param', OrderProductParamsSchema), validate('json', UpdateProductRequestSchema), async (c) =>
      answer(c, await updateProduct(db, lineCartOf(c), c.req.valid('param').id, c.req.valid('json').Quantity)),
    )
    // A change behind a GET (the spec's path): never from another site's link, whoever's cart it is.
    .get('/cart/removeProduct/:id', refuseCrossSite(), buyerOrGuest(), validate('param', OrderProductParamsSchema), async (c) => answer(c, await removeProduct(db, lineCartOf(c), c.req.valid('param').id)))
    .post('/cart/drawer/quantity', buyerOrGuest(), validate('json', DrawerQuantityUpdateRequestSchema), async (c) => answer(c, await updateDrawerQuantity(db, lineCartOf(c), c.req.valid('json'))))
    .use('/cart/*', requireBuyer())
    .use('/orders/*', requireBuyer())
    .get('/cart/cartDetails', async (c) => answerJsonWithTail(c, await cartDetailsJson(db, await summaryContextOf(c, flags), cartAnswers)))
    .post('/cart/addtocart', validate('query', AddToCartQuerySchema), addToCartBody, async (c) => {
      const mergeProductInBasketFlag = await clientSettingOf(c, flags, 'mergeProductInBasketFlag');
      const result = await addToCart(db, { ...buyerContextOf(c), mergeProductInBasketFlag }, c.req.valid('json'));
      return c.json(result, result.isSuccess ? 200 : 422);
    })
    .post('/cart/saveLineNote/:id', validate('param', OrderProductParamsSchema), validate('json', SaveLineNoteRequestSchema), async (c) =>
      answer(c, await saveLineNote(db, buyerContextOf(c), c.req.valid('param').id, c.req.valid('json').LineNote)),
    )
    .post('/cart/clearOrder', validate('json', EmptyBodySchema), async (c) => answer(c, await clearOrder(db, buyerContextOf(c))))
    .post('/cart/add-coupon-code', validate('json', CouponRequestSchema), async (c) => answer(c, await addCouponCode(db, buyerContextOf(c), c.req.valid('json').CouponCode)))
    .post('/cart/remove-coupon-code', validate('json', CouponRequestSchema), async (c) => answer(c, await removeCouponCode(db, buyerContextOf(c), c.req.valid('json').CouponCode)))
    .post('/orders/validateCustomPrompts', validate('query', ValidateCustomPromptsQuerySchema), validate('json', EmptyBodySchema), async (c) => {
      const result = await validateCustomPrompts(db, buyerContextOf(c), c.req.valid('query').orderId);
      if (!result.ok) return answer(c, result);
      const invalid = result.value;
      const body = { isSuccess: invalid.length === 0, Messages: invalid.map((item) => item.message), InvalidPrompts: invalid.map(({ message: _message, ...item }) => item) };
      return c.json(body, invalid.length === 0 ? 200 : 400);
    })
    .post('/orders/ValidateAndSaveDetailCustomPrompt', validate('json', ValidateAndSaveDetailCustomPromptRequestSchema), async (c) =>
      answer(c, await validateAndSavePrompt(db, buyerContextOf(c), c.req.valid('json'))),
    );
