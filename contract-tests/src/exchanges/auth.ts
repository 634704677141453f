import { DEMO_PASSWORD } from '@comptoir/fixtures';
import { get, post, type ExchangeDefinition } from './define.ts';

/** Authentication service: sign-in, the APIAUTH token, auto-login links, sign-out, password change. */
export const authExchanges: readonly ExchangeDefinition[] = [
  post('auth.authenticate', 'success-en', '/svc/auth/api/buyer/authenticate', { LogonName: 'buyer-on', Password: DEMO_PASSWORD }),
  post('auth.authenticate', 'success-fr', '/svc/auth/api/buyer/authenticate', { LogonName: 'buyer-qc', Password: DEMO_PASSWORD }, { lang: 'fr' }),
  post('auth.authenticate', 'wrong-password-en', '/svc/auth/api/buyer/authenticate', { LogonName: 'buyer-on', Password: 'not-the-password' }),
  post('auth.authenticate', 'wrong-password-fr', '/svc/auth/api/buyer/authenticate', { LogonName: 'buyer-qc', Password: 'not-the-password' }, { lang: 'fr' }),
  post('auth.authenticate', 'bad-input-en', '/svc/auth/api/buyer/authenticate', { LogonName: '' }),
  post('auth.authenticate', 'logon-name-too-long-en', '/svc/auth/api/buyer/authenticate', { LogonName: 'buyer-on.'.repeat(12), Password: DEMO_PASSWORD }),
  post('auth.authenticate', 'logon-name-too-long-fr', '/svc/auth/api/buyer/authenticate', { LogonName: 'buyer-on.'.repeat(12), Password: DEMO_PASSWORD }, { lang: 'fr' }),
  get('auth.session', 'success', '/svc/auth/session', { as: 'buyer-on' }),
  get('auth.session', 'missing-session-en', '/svc/auth/session'),
  get('auth.session', 'missing-session-fr', '/svc/auth/session', { lang: 'fr' }),
  post('auth.handoff', 'success', '/svc/auth/api/buyer/handoff', {}, { as: 'approver-on' }),
  post('auth.handoff', 'anonymous-en', '/svc/auth/api/buyer/handoff', {}),
  post('auth.handoff', 'anonymous-fr', '/svc/auth/api/buyer/handoff', {}, { lang: 'fr' }),
  post('account.changePassword', 'too-short-en', '/api/changePassword', { currentPassword: DEMO_PASSWORD, newPassword: 'short' }, { as: 'demo' }),
  post('account.changePassword', 'too-short-fr', '/api/changePassword', { currentPassword: DEMO_PASSWORD, newPassword: 'court' }, { as: 'demo', lang: 'fr' }),
  post('account.changePassword', 'success', '/api/changePassword', { currentPassword: DEMO_PASSWORD, newPassword: 'A-new-long-passphrase-2026' }, { as: 'demo' }),
  post('auth.logout', 'success', '/svc/auth/api/buyer/logout', { returnUrl: '/fr/connexion' }, { as: 'approver-on', lang: 'fr' }),
  post('auth.logout', 'open-redirect-refused', '/svc/auth/api/buyer/logout', { returnUrl: '//evil.example' }),
];
