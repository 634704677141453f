import { z } from 'zod';
import { containsCardNumber } from '../validation/card-entry.ts';
import { hasHiddenCharacters } from '../validation/person-text.ts';
import { AddressSchema } from './buyer-client.ts';
import { CartResponseSchema } from './cart.ts';
import { MessagesSchema, UuidSchema } from './common.ts';

/** The cardholder's name as printed on a card: trimmed, 1 to 100 characters. */
export const CARDHOLDER_NAME_MAX_LENGTH = 100;

export type CardholderNameProblem = 'cardsOnFile.cardholderNameRequired' | 'cardsOnFile.cardholderNameTooLong' | 'cardsOnFile.cardholderNameInvalid';

/** Why a cardholder name cannot be kept (the form and the api say the same); null when it can. */
export const cardholderNameProblem = (name: string): CardholderNameProblem | null => {
  const trimmed = name.trim();
  if (trimmed === '') return 'cardsOnFile.cardholderNameRequired';
  if (trimmed.length > CARDHOLDER_NAME_MAX_LENGTH) return 'cardsOnFile.cardholderNameTooLong';
  // A card number typed in the name field would be kept in the clear: refused like hidden characters.
  return hasHiddenCharacters(trimmed) || containsCardNumber(trimmed) ? 'cardsOnFile.cardholderNameInvalid' : null;
};

/** A card on file as the buyer may see it (decision 045): brand, last four digits, MM/YY and the cardholder — never its number. */
export const CardOnFileSchema = CartResponseSchema.shape.CreditCard.unwrap().extend({ cardholderName: z.string() });
export type CardOnFile = z.infer<typeof CardOnFileSchema>;

const CardholderNameSchema = z
  .string()
  .max(1000)
  .trim()
  .superRefine((name, context) => {
    const problem = cardholderNameProblem(name);
    if (problem) context.addIssue({ code: 'custom', message: problem, params: { outcome: problem } });
  });

/** Provider tokens only: digits that look like a card number are refused before anything keeps them. */
const PaymentTokenSchema = z
  .string()
  .min(1)
  .max(200)
  .refine((token) => !(/^[\d\s-]+$/.test(token) && token.replace(/\D/g, '').length >= 12), { params: { outcome: 'checkout.cardNumberNotToken' } });

/** designed: PUT /api/buyer/profile/credit-card and PUT /api/client/ship-tos/{shipToId}/credit-card — a token of POST /api/checkout/payment-tokens. */
export const SaveCardOnFileRequestSchema = z.object({ paymentToken: PaymentTokenSchema, cardholderName: CardholderNameSchema }).strict();
export type SaveCardOnFileRequest = z.infer<typeof SaveCardOnFileRequestSchema>;

/**
 * designed: GET /api/buyer/profile/credit-card (spec 'edit profile'): the buyer's profile card, null without one, and
 * whether their client offers paying with it (spec §4 'Billing option availability'; none is saved where it is not).
 */
export const ProfileCardResponseSchema = z.object({ CreditCard: CardOnFileSchema.nullable(), Offered: z.boolean() });
export type ProfileCardResponse = z.infer<typeof ProfileCardResponseSchema>;

/** designed: the answer of saving a card on file: what is kept of it, and 'Card saved'. */
export const SaveCardOnFileResponseSchema = z.object({ isSuccess: z.literal(true), CreditCard: CardOnFileSchema, Messages: MessagesSchema });

export const ShipToCardParamsSchema = z.object({ shipToId: UuidSchema });

/** designed: GET /api/client/ship-tos/credit-cards (spec 'share credit card'): each ship-to of the admin's client with its account card. */
export const AccountCardsResponseSchema = z.object({
  Offered: z.boolean(),
  shipTos: z.array(z.object({ shipToId: UuidSchema, shipToNo: z.string(), address: AddressSchema, CreditCard: CardOnFileSchema.nullable() })),
});
export type AccountCardsResponse = z.infer<typeof AccountCardsResponseSchema>;
