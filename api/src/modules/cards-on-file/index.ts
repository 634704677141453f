export { cardsOnFileRoutes } from './routes.ts';
export { accountCardsByShipTo, findAccountCard, findProfileCard, cardOnFileOf, type StoredCard } from './cards-repo.ts';
