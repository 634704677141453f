import type { LocalText } from '../../platform/errors.ts';

/** Texts the catalogue in core does not have yet (reported); en-CA and fr-CA until they move there. */
export const cartTexts = {
  productNotFound: {
    code: 'cart.productNotFound',
    'en-CA': '{productCode} is not available.',
    'fr-CA': '{productCode} n’est pas disponible.',
  },
  lineNotFound: {
    code: 'cart.lineNotFound',
    'en-CA': 'This item is no longer in your cart.',
    'fr-CA': 'Cet article n’est plus dans votre panier.',
  },
  promotionsNotAllowed: {
    code: 'cart.promotionsNotAllowed',
    'en-CA': 'Promotion codes cannot be used on this account or in a group order.',
    'fr-CA': 'Les codes promotionnels ne peuvent pas être utilisés pour ce compte ni dans une commande de groupe.',
  },
  promptInvalid: {
    code: 'cart.customPromptInvalid',
    'en-CA': '{label} | Enter no more than {max} characters.',
    'fr-CA': '{label} | Entrez au plus {max} caractères.',
  },
  promptRequired: {
    code: 'cart.customPromptRequired',
    'en-CA': '{label} | This field is mandatory.',
    'fr-CA': '{label} | Ce champ est obligatoire.',
  },
  promptOption: {
    code: 'cart.customPromptOption',
    'en-CA': '{label} | Choose one of the listed values.',
    'fr-CA': '{label} | Choisissez une des valeurs proposées.',
  },
} as const satisfies Record<string, LocalText>;
