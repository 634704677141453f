import type { Messages, ResultResponse, TemplateDetail, TemplateSummary } from '@comptoir/core';
import { api } from '../api-client/index.ts';

/** GET /svc/orders/buyers/{buyerId}/templates: the buyer's order templates, newest first (decision 023). */
export const fetchTemplates = (buyerId: string, signal?: AbortSignal) => api.get<TemplateSummary[]>(`/svc/orders/buyers/${encodeURIComponent(buyerId)}/templates`, { signal });

/** GET /svc/orders/templates/{id}: the template's products, priced for the buyer today. */
export const fetchTemplate = (templateId: string, signal?: AbortSignal) => api.get<TemplateDetail>(`/svc/orders/templates/${encodeURIComponent(templateId)}`, { signal });

/** POST /svc/orders/orders/{OrderId}/template: the cart (its OrderId) or a submitted order saved under a name. */
export const saveTemplate = (orderId: number, name: string) => api.post<{ isSuccess: true; templateId: string; Messages: Messages }>(`/svc/orders/orders/${orderId}/template`, { name });

export const renameTemplate = (templateId: string, name: string) => api.patch<ResultResponse>(`/svc/orders/templates/${encodeURIComponent(templateId)}`, { name });
export const deleteTemplate = (templateId: string) => api.delete<ResultResponse>(`/svc/orders/templates/${encodeURIComponent(templateId)}`);
/** POST /svc/orders/templates/{id}/add-to-cart: as reorder, under today's rules and prices; what could not be added comes back as messages. */
export const addTemplateToCart = (templateId: string) => api.post<ResultResponse>(`/svc/orders/templates/${encodeURIComponent(templateId)}/add-to-cart`, {});
