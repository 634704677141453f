import type { Budget } from '@comptoir/core';
import { api } from '../api-client/index.ts';

/** GET /api/budgetCalculator/budgetCalculatorModel (spec §7): the buyer's budget for the current period, amounts in cents. */
export const fetchBudget = (signal?: AbortSignal) => api.get<Budget>('/api/budgetCalculator/budgetCalculatorModel', { signal });
