export { cardsOnFileRoutes } from './routes.ts';
export { accountCardsByShipTo, deleteCard, findAccountCard, findProfileCard, cardOnFileOf, type StoredCard } from './cards-repo.ts';
export { cardFlagsOf } from './card-terms.ts';
