export { buyerRoutes } from './routes.ts';
export { BuyerParamsSchema, BuyerPatchBodySchema, BuyerSessionParamsSchema, SessionOrderQuerySchema, ShipTosQuerySchema } from './schemas.ts';
