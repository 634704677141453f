export { healthRoutes } from './routes.ts';
export { readHealth, type Health } from './health-service.ts';
