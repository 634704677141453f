export { buyerRoutes } from './routes.ts';
export { BuyerParamsSchema, BuyerPatchBodySchema, BuyerQuerySchema, BuyerSessionParamsSchema, SessionOrderQuerySchema, SessionQuerySchema, ShipTosQuerySchema } from './schemas.ts';
