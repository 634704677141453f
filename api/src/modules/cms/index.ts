export { cmsRoutes } from './routes.ts';
export { cmsLayout, type LayoutInput } from './layout-service.ts';
