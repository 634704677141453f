// Test support only: buyers and inputs shared by the session machine's tests.
import type { SessionBuyer, SessionInput } from './types.ts';

export const buyer: SessionBuyer = { buyerId: 'b-1', sessionId: 's-1', logonName: 'marie', firstPageType: 3 };
export const suspendedBuyer: SessionBuyer = { ...buyer, suspendedDateFrom: '2025-12-20', suspendedDateUntil: '2026-01-05' };
export const baseInput: SessionInput = { production: true, today: '2025-12-22', language: 'en' };
export const credentials = { logonName: 'marie', password: 'secret' };
export const autoLogin = { buyerId: 'b-1', sessionId: 's-1', postalCode: 'H2X 1Y4', authToken: 't' };
