import type { Config } from './config.ts';
import { isLocalOrigin, type SessionConfig } from './session.ts';

/** The security settings of the session layer, from the configuration parsed at start-up. */
export const sessionConfigFrom = (config: Pick<Config, 'publicOrigin' | 'sessionSecret'> & Partial<Pick<Config, 'trustProxy'>>): SessionConfig => ({
  cookies: { secure: !isLocalOrigin(config.publicOrigin) },
  secret: config.sessionSecret,
  publicOrigin: config.publicOrigin,
  trustProxy: config.trustProxy ?? false,
});
