export { templateRoutes } from './routes.ts';
export { saveTemplate } from './templates-service.ts';
