import { describe, expect, it } from 'vitest';
import { hasMessage } from '../i18n/messages.ts';
import { MessagesSchema } from '../contract/common.ts';
import { httpStatusOf, isOutcomeCode, outcomes, toMessages, type OutcomeCode } from './outcomes.ts';
import { isRemovedFromCartMessage, toastDisplayFor, toastTypeForStatus } from './message-status.ts';

describe('outcome catalogue', () => {
  it('architecture §2: every outcome code is a message key in both languages', () => {
    const codes = Object.keys(outcomes);
    expect(codes.filter((code) => !hasMessage('en-CA', code) || !hasMessage('fr-CA', code))).toEqual([]);
  });

  it('spec §8: a missing buyer or session is 401; the network authentication failure is 500; custom prompts are 400', () => {
    expect(httpStatusOf('auth.missingBuyerId')).toBe(401);
    expect(httpStatusOf('auth.authenticationFailed')).toBe(500);
    expect(httpStatusOf('cart.customPromptsInvalid')).toBe(400);
    expect(httpStatusOf('errors.contentUnavailable')).toBe(400);
  });

  it('a body over the limit is 413; password rule refusals are 422 with the rule in the text', () => {
    expect(httpStatusOf('errors.payloadTooLarge')).toBe(413);
    const [tooShort] = toMessages('password.tooShort', 'fr-CA', { min: 12 });
    expect(tooShort).toMatchObject({ MessageStatus: 1, MessageType: 4, Type: 'password.tooShort', PrimaryMessage: 'Votre nouveau mot de passe doit contenir au moins 12 caractères.' });
    expect((['password.notStrict', 'password.sameAsCurrent', 'password.wrongCurrent'] as const).map(httpStatusOf)).toEqual([422, 422, 422]);
  });

  it('spec §3: toMessages gives the Messages shape with status, type, text and code', () => {
    const messages = toMessages('quantity.belowMinimum', 'fr-CA', { X: 6 });
    expect(MessagesSchema.parse(messages)).toEqual([
      {
        MessageStatus: 1,
        MessageType: 6,
        PrimaryMessage: 'La quantité minimale est de 6. Pour retirer cet article, veuillez passer au panier',
        SecondaryMessages: [],
        Type: 'quantity.belowMinimum',
      },
    ]);
    expect(isOutcomeCode('quantity.belowMinimum')).toBe(true);
    expect(isOutcomeCode('toString')).toBe(false);
  });

  it('every error outcome answers 4xx or 5xx, every success 2xx', () => {
    for (const code of Object.keys(outcomes) as OutcomeCode[]) {
      const { httpStatus, status } = outcomes[code];
      if (httpStatus >= 400) expect(status, code).toBe(1);
    }
  });
});

describe('toasts', () => {
  it('spec §4: message status to toast type (1 danger, 2 warning, 3 success, 4 and 10 primary)', () => {
    expect([1, 2, 3, 4, 10, 99].map(toastTypeForStatus)).toEqual(['danger', 'warning', 'success', 'primary', 'primary', 'primary']);
  });

  it('spec §4: add-to-cart success and danger toasts auto-dismiss after 5 s; others persist and scroll to top', () => {
    expect(toastDisplayFor({ MessageStatus: 3, MessageType: 6, PrimaryMessage: 'ok' })).toEqual({ type: 'success', title: 'toast.success', autoDismissMs: 5000, scrollToTop: false });
    expect(toastDisplayFor({ MessageStatus: 2, MessageType: 6, PrimaryMessage: 'careful' })).toEqual({ type: 'warning', title: 'toast.warning', autoDismissMs: null, scrollToTop: true });
    expect(toastDisplayFor({ MessageStatus: 3, MessageType: 4, PrimaryMessage: 'ok' })).toEqual({ type: 'success', title: 'toast.success', autoDismissMs: null, scrollToTop: true });
    expect(toastDisplayFor({ MessageStatus: 1, MessageType: 4, PrimaryMessage: 'no' })).toEqual({ type: 'danger', title: 'toast.error', autoDismissMs: null, scrollToTop: true });
  });

  it('spec §8: removed-from-cart messages are danger toasts in both languages', () => {
    expect(isRemovedFromCartMessage('ABC was removed from cart.')).toBe(true);
    expect(isRemovedFromCartMessage('ABC a été retiré du panier.')).toBe(true);
    expect(isRemovedFromCartMessage('ABC was added to cart.')).toBe(false);
    expect(toastDisplayFor({ MessageStatus: 3, MessageType: 4, PrimaryMessage: 'X was removed from cart' }).type).toBe('danger');
  });

  it('a removed-item message is titled as a removal, not an error, and never scrolls the page away from the cart lines', () => {
    for (const message of [
      { MessageStatus: 3, MessageType: 4, PrimaryMessage: 'X was removed from cart.' },
      { MessageStatus: 3, MessageType: 4, PrimaryMessage: 'X a été retiré du panier.' },
      { MessageStatus: 1, MessageType: 6, PrimaryMessage: 'X was removed from cart due to a quantity restriction.' },
    ]) {
      expect(toastDisplayFor(message)).toEqual({ type: 'danger', title: 'toast.itemRemoved', autoDismissMs: 5000, scrollToTop: false });
    }
  });
});
