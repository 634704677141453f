import type { DashboardMessage } from '@comptoir/core';
import { api } from '../api-client/index.ts';

/** GET /api/dashboard/messages (designed): the buyer's active messages, their own and their client's, newest first. */
export const fetchDashboardMessages = (signal?: AbortSignal) => api.get<DashboardMessage[]>('/api/dashboard/messages', { signal });
