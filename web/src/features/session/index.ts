export { SessionProvider } from './session-provider.tsx';
export { useSession } from './use-session.ts';
export type { BuyerProfile } from './session-api.ts';
