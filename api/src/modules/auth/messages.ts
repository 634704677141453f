import type { LocalText } from '../../platform/errors.ts';

/** Texts the catalogue in core does not have yet (listed in the report so they can move there). */
export const authTexts = {
  passwordTooShort: {
    code: 'password.tooShort',
    'en-CA': 'Your new password must be at least {min} characters long.',
    'fr-CA': 'Votre nouveau mot de passe doit contenir au moins {min} caractères.',
  },
  passwordNotStrict: {
    code: 'password.notStrict',
    'en-CA': 'Your new password must include an uppercase letter, a lowercase letter, a number and a symbol.',
    'fr-CA': 'Votre nouveau mot de passe doit comprendre une majuscule, une minuscule, un chiffre et un caractère spécial.',
  },
  passwordSameAsCurrent: {
    code: 'password.sameAsCurrent',
    'en-CA': 'Your new password must be different from your current password.',
    'fr-CA': 'Votre nouveau mot de passe doit être différent de votre mot de passe actuel.',
  },
  passwordWrongCurrent: {
    code: 'password.wrongCurrent',
    'en-CA': 'Your current password is incorrect.',
    'fr-CA': 'Votre mot de passe actuel est incorrect.',
  },
} as const satisfies Record<string, LocalText>;
