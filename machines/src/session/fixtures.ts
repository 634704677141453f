// Test support only: buyers and inputs shared by the session machine's tests.
import type { AutoLogin, SessionBuyer, SessionInput } from './types.ts';

export const buyer: SessionBuyer = { buyerId: 'b-1', sessionId: 's-1', logonName: 'marie', firstPageType: 3 };
/** Someone else signed in on the same browser before the auto-login link is opened. */
export const previousBuyer: SessionBuyer = { buyerId: 'b-0', sessionId: 's-0', logonName: 'admin', firstPageType: 2, hasLoadedOrder: true };
export const suspendedBuyer: SessionBuyer = { ...buyer, suspendedDateFrom: '2025-12-20', suspendedDateUntil: '2026-01-05' };
export const baseInput: SessionInput = { production: true, today: '2025-12-22', language: 'en' };
export const credentials = { logonName: 'marie', password: 'secret' };
/** An auto-login link to the home page: its session id is a single-use handoff token. */
export const autoLogin: AutoLogin = { buyerId: 'b-1', sessionId: 'handoff-token-1', postalCode: 'H2X 1Y4', page: null };
/** An auto-login link that names the page to open. */
export const linkedAutoLogin: AutoLogin = { ...autoLogin, sessionId: 'handoff-token-2', page: '/fr/orders/summaries/1?page=2' };
