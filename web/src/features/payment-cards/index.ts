export { CardFields, emptyCard } from './card-fields.tsx';
export { CardOnFileForm } from './card-on-file-form.tsx';
export { CardOnFileText } from './card-on-file-text.tsx';
export { tokenizeCard } from './tokenize-card.ts';
export { fetchAccountCards, fetchProfileCard, removeAccountCard, removeProfileCard, saveAccountCard, saveProfileCard } from './cards-on-file-api.ts';
export { CardOnFilePanel } from './card-on-file-panel.tsx';
export { BackToCheckout, fromCheckout } from './back-to-checkout.tsx';
