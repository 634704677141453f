export { SessionProvider } from './session-provider.tsx';
export { useSession } from './use-session.ts';
export { AccountMenu } from './account-menu.tsx';
export { OrderHoldNotice } from './order-hold-notice.tsx';
export { SessionEnded } from './session-ended.tsx';
export type { BuyerProfile } from './session-api.ts';
export { takeLanding } from './landing.ts';
export { SignInFirst } from './sign-in-first.tsx';
export { reloadWhenSessionChanged } from './reload-when-session-changed.ts';
