import type { DashboardMessage } from '@comptoir/core';
import { api } from '../api-client/index.ts';

/** GET /api/dashboard/messages (designed): the buyer's active messages, their own and their client's, newest first. */
export const fetchDashboardMessages = (signal?: AbortSignal) => api.get<DashboardMessage[]>('/api/dashboard/messages', { signal });

/** POST /api/dashboard/messages/{messageId}/read (designed, decision 033): read for this buyer; answers the active messages left. */
export const markMessageRead = (messageId: string) => api.post<DashboardMessage[]>(`/api/dashboard/messages/${encodeURIComponent(messageId)}/read`);
