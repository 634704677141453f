export { ClientNoParams, ClientTrueParams, clientRoutes, storefrontClientRoutes } from './routes.ts';
export { toClient } from './client-shape.ts';
export { currentBudget, findClient, lockBudget, spendBudget } from './repo.ts';
export type { ClientDeps } from './service.ts';
