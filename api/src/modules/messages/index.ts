export { messageRoutes } from './routes.ts';
export { addApproversMessage, addBuyerMessage, type NewBuyerMessage } from './repo.ts';
