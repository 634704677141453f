import type { AdminUser } from '@comptoir/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userText } from '../../i18n/texts.ts';
import type { Said } from '../../i18n/said.ts';
import { refusalSaid } from '../api-client/index.ts';
import { fullName, usersApi } from './users-api.ts';
import { busyButton } from '../../ui/busy-button.ts';

interface Props {
  user: AdminUser;
  /** What happened, for the page's own status region and alert (one of each per page). */
  onOpened: (notice: Said) => void;
  onFailure: (message: Said) => void;
}

/**
 * "Sign in as this buyer": the api mints a single-use auto-login link for the user (the session it opens names
 * the admin, so the audit says who acted) and the storefront opens it in a new tab, without a handle on this one.
 * A deactivated user cannot be signed in to: the action stays, disabled, with the reason.
 */
export const SignInAsBuyer = ({ user, onOpened, onFailure }: Props) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const name = fullName(user);
  const signIn = async () => {
    setBusy(true);
    try {
      const { Url } = await usersApi.handoff(user.buyerId);
      window.open(Url, '_blank', 'noopener');
      onOpened({ key: userText.signedInAsBuyer, params: { name } });
    } catch (error) {
      onFailure(refusalSaid(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="panel" aria-labelledby="sign-in-as">
      <h2 id="sign-in-as">{t(userText.storefront)}</h2>
      <p className="field-hint" id="sign-in-as-hint">{user.isActive ? t(userText.signInAsHint, { name }) : t(userText.buyerInactive)}</p>
      <div className="form-actions">
        <button type="button" className="button button--secondary" aria-describedby="sign-in-as-hint" disabled={!user.isActive} {...busyButton(busy, () => void signIn())}>
          {t(busy ? userText.signingInAs : userText.signInAs)}
        </button>
      </div>
    </section>
  );
};
