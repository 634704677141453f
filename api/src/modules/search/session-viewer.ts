import type { Context } from 'hono';
import { viewerFromSession, type Viewer } from './viewer.ts';

type SessionShape = Parameters<typeof viewerFromSession>[0];

/**
 * The viewer of a request: the identity middleware puts the live session (or null) on the context;
 * without it every caller is a guest. Body fields such as clientId or Buyer are never trusted.
 */
export const viewerOf = (c: Context): Viewer => viewerFromSession((c.var as { session?: SessionShape }).session ?? null);
