export { fetchBudget } from './budget-api.ts';
export { fetchDashboardMessages } from './messages-api.ts';
export { useReadMessages } from './use-read-messages.ts';
