export { useHealth, type HealthState } from './use-health.ts';
export type { Health } from './health-api.ts';
