import { z } from 'zod';
import { DateStringSchema, MessageSchema, UuidSchema } from './common.ts';

/** designed: at most this many of the buyer's active messages on the dashboard, newest first (spec §9 names no count). */
export const DASHBOARD_MESSAGE_COUNT = 10;

/**
 * Spec §2.3 messages tile with spec §3 'Message' (MessageStatus 1 error, 2 warning, 3 success; MessageType 1 cannot-order
 * category, 2 approval, 3 promotional, 4 other, 6 add-to-cart). designed: GET /api/dashboard/messages — the session
 * buyer's active (not yet read) messages, their own and those to every buyer of their client, texts in the request's language.
 */
export const DashboardMessageSchema = MessageSchema.extend({ messageId: UuidSchema, createdDate: DateStringSchema });
export type DashboardMessage = z.infer<typeof DashboardMessageSchema>;
export const DashboardMessagesResponseSchema = z.array(DashboardMessageSchema);
