export { buyerRoutes } from './routes.ts';
export { BuyerParamsSchema, BuyerPatchBodySchema, BuyerSessionParamsSchema, ShipTosQuerySchema } from './schemas.ts';
