export { checkoutRoutes, DeliveryDetailsRequestSchema, type CheckoutRouteDeps } from './routes.ts';
export { submitOrder, type CheckoutDeps } from './submit-service.ts';
export { checkoutStepNames, type CheckoutStepName } from './steps.ts';
export { moveOffShipTosNotAllowed, type CartMovedOffShipTo } from './ship-to-access.ts';
