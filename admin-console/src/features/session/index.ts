export { SessionProvider, useSession } from './session-provider.tsx';
export { RequireAdmin } from './require-admin.tsx';
export type { AdminProfile } from './session-api.ts';
export { useKeptDraft, type Draft } from './kept-draft.ts';
