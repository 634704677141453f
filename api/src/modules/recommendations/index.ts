export { recommendationRoutes } from './routes.ts';
export { recommendations, emptyRecommendations, type RecommendationsResult } from './recommendations-service.ts';
