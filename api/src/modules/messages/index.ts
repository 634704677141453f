export { messageRoutes } from './routes.ts';
export { addBuyerMessage, type NewBuyerMessage } from './repo.ts';
