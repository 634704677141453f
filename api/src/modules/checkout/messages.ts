import type { LocalText } from '../../platform/errors.ts';

/** Checkout texts the catalogue in core does not have yet (reported); en-CA and fr-CA until they move there. */
export const checkoutTexts = {
  overBudget: {
    code: 'checkout.overBudget',
    'en-CA': 'This order ({total}) is over your available budget of {available}. It cannot be submitted.',
    'fr-CA': 'Cette commande ({total}) dépasse votre budget disponible de {available}. Elle ne peut pas être soumise.',
  },
  overBudgetWarning: {
    code: 'checkout.overBudgetWarning',
    'en-CA': 'This order ({total}) is over your available budget of {available}.',
    'fr-CA': 'Cette commande ({total}) dépasse votre budget disponible de {available}.',
  },
  overBudgetNoApprover: {
    code: 'checkout.overBudgetNoApprover',
    'en-CA': 'This order is over your available budget and needs approval, but no approval group is set up for you. Contact your administrator.',
    'fr-CA': 'Cette commande dépasse votre budget disponible et doit être approuvée, mais aucun groupe d’approbation ne vous est attribué. Communiquez avec votre administrateur.',
  },
  awaitingApproval: {
    code: 'checkout.awaitingApproval',
    'en-CA': 'Your order {orderNumber} was sent for approval.',
    'fr-CA': 'Votre commande {orderNumber} a été envoyée pour approbation.',
  },
  billingOptionUnavailable: {
    code: 'checkout.billingOptionUnavailable',
    'en-CA': 'This billing option is not available for your account.',
    'fr-CA': 'Ce mode de facturation n’est pas offert pour votre compte.',
  },
  cardRequired: {
    code: 'checkout.cardRequired',
    'en-CA': 'Enter a credit card to pay with this billing option.',
    'fr-CA': 'Entrez une carte de crédit pour payer avec ce mode de facturation.',
  },
  scheduledDateInvalid: {
    code: 'checkout.scheduledDateInvalid',
    'en-CA': 'Choose a scheduled delivery date on a business day after today.',
    'fr-CA': 'Choisissez une date de livraison prévue un jour ouvrable après aujourd’hui.',
  },
  shipToNotAllowed: {
    code: 'checkout.shipToNotAllowed',
    'en-CA': 'This ship-to account cannot be selected for this order.',
    'fr-CA': 'Ce compte de livraison ne peut pas être choisi pour cette commande.',
  },
  idempotencyKeyRequired: {
    code: 'checkout.idempotencyKeyRequired',
    'en-CA': 'The request is missing its Idempotency-Key header.',
    'fr-CA': 'Il manque l’en-tête Idempotency-Key à la requête.',
  },
  idempotencyKeyReused: {
    code: 'checkout.idempotencyKeyReused',
    'en-CA': 'This Idempotency-Key was already used for a different request.',
    'fr-CA': 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
  },
} as const satisfies Record<string, LocalText>;
