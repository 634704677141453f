import type { LocalText } from '../../platform/errors.ts';

export const paymentTexts = {
  invalidCard: { code: 'payments.invalidCard', 'en-CA': 'Check the card number and security code.', 'fr-CA': 'Vérifiez le numéro de la carte et le code de sécurité.' },
  expired: { code: 'payments.cardExpired', 'en-CA': 'This card has expired.', 'fr-CA': 'Cette carte est expirée.' },
  declined: { code: 'payments.declined', 'en-CA': 'The card was declined. Use another card or another billing option.', 'fr-CA': 'La carte a été refusée. Utilisez une autre carte ou un autre mode de facturation.' },
  insufficientFunds: { code: 'payments.insufficientFunds', 'en-CA': 'The card was declined for insufficient funds.', 'fr-CA': 'La carte a été refusée : fonds insuffisants.' },
  invalidToken: { code: 'payments.invalidToken', 'en-CA': 'Enter your card details again.', 'fr-CA': 'Entrez de nouveau les renseignements de votre carte.' },
} as const satisfies Record<string, LocalText>;
