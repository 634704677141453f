import type { AdminUser, AdminUserOptions } from '@comptoir/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadFailure, loadFailureTitle, refusalSaid } from '../../features/api-client/index.ts';
import { approvalGroupsApi } from '../../features/approval-groups/index.ts';
import { useSession } from '../../features/session/index.ts';
import { SignInAsBuyer, approvalGroupChoices, groupsOnlyApprovedBy, quotedList, useLoaded, fullName, rememberResult, takeResult, usersApi, usersListPath, USERS_LIST, type UserResult } from '../../features/users/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useSay, type Said } from '../../i18n/said.ts';
import { userText } from '../../i18n/texts.ts';
import { href, localeOf } from '../../paths.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { formatWhen } from '../../ui/format-when.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import '../../ui/details-list.css';
import '../../ui/form.css';
import './users.css';

type Action = 'deactivate' | 'activate' | 'resetPassword' | 'delete';
const actionTexts = {
  deactivate: { title: userText.confirmDeactivateTitle, body: userText.confirmDeactivate, confirm: userText.deactivate, done: userText.deactivated },
  activate: { title: userText.confirmActivateTitle, body: userText.confirmActivate, confirm: userText.activate, done: userText.activated },
  resetPassword: { title: userText.confirmResetTitle, body: userText.confirmReset, confirm: userText.resetPassword, done: userText.passwordReset },
  delete: { title: userText.confirmDeleteTitle, body: userText.confirmDelete, confirm: userText.delete, done: userText.deleted },
} as const;

const Details = ({ user, options }: { user: AdminUser; options: AdminUserOptions | null }) => {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const shipTo = options?.shipTos.find((s) => s.id === user.defaultShipToId);
  const group = options ? approvalGroupChoices(options, locale).find((g) => g.id === user.approvalGroupId) : undefined;
  const when = (iso: string) => formatWhen(iso, locale);
  return (
    <dl className="details-list">
      <dt>{t(userText.logonName)}</dt><dd>{user.logonName}</dd>
      <dt>{t(userText.emailAddress)}</dt><dd>{user.emailAddress}</dd>
      <dt>{t(userText.language)}</dt><dd>{t(user.cultureCode === 'fr-CA' ? userText.languageFr : userText.languageEn)}</dd>
      <dt>{t(userText.status)}</dt><dd>{t(user.isActive ? userText.active : userText.inactive)}</dd>
      <dt>{t(userText.role)}</dt><dd>{t(user.isAdmin ? userText.administrator : userText.buyer)}</dd>
      <dt>{t(userText.defaultShipTo)}</dt><dd>{shipTo ? `${shipTo.shipToNo} — ${shipTo.name}, ${shipTo.city}` : t(userText.none)}</dd>
      <dt>{t(userText.approvalGroup)}</dt><dd>{group ? group.name : t(userText.none)}</dd>
      <dt>{t(userText.lastLogin)}</dt><dd>{user.lastLoginAt ? when(user.lastLoginAt) : t(userText.neverSignedIn)}</dd>
      {user.temporaryPasswordExpiresAt && (
        <>
          <dt>{t(userText.temporaryPassword)}</dt>
          <dd>{t(new Date(user.temporaryPasswordExpiresAt) < new Date() ? userText.temporaryPasswordExpired : userText.temporaryPasswordUntil, { date: when(user.temporaryPasswordExpiresAt) })}</dd>
        </>
      )}
    </dl>
  );
};

/**
 * One user: details, and activate / deactivate, reset password and delete behind a confirmation; each result announced.
 * At the spec's delete and reset-password addresses, that action's confirmation is open (nothing is done without it) on a
 * colleague's page; a cancel or the result leaves the user's own address behind, so a reload never asks again.
 */
export const UserDetailsPage = ({ asking: askedByAddress }: { asking?: 'delete' | 'resetPassword' } = {}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { profile } = useSession();
  const navigate = useNavigate();
  const params = useParams();
  const buyerId = params.viewUserBuyerId ?? params.deleteUserBuyerId ?? params.resetPassBuyerId ?? '';
  const [loaded, setUser] = useLoaded((signal) => usersApi.view(buyerId, signal), buyerId);
  const [options] = useLoaded((signal) => usersApi.options(signal), 'options');
  // The groups' names are in the language asked in.
  const [groups] = useLoaded((signal) => approvalGroupsApi.list(signal), `groups-${language}`);
  const [result, setResult] = useState<UserResult | null>(() => takeResult(buyerId));
  const [asking, setAsking] = useState<Action | null>(askedByAddress ?? null);
  // The address asked for an action: once answered (or not offered: the admin's own page), it is the user's page again.
  const asked = askedByAddress !== undefined;
  const viewPath = href(language, 'viewUser', { viewUserBuyerId: buyerId });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Said | null>(null);
  const say = useSay();
  const user = loaded.status === 'loaded' ? loaded.value : null;
  const ownPage = user !== null && user.buyerId === profile?.buyerId;
  useEffect(() => {
    if (!asked || !ownPage) return;
    setAsking(null);
    navigate(viewPath, { replace: true });
  }, [asked, ownPage, navigate, viewPath]);
  const title = user ? fullName(user) : t(userText.details);
  useDocumentTitle(loaded.status === 'failed' ? loadFailureTitle(loaded.error, title, t) : title);
  if (loaded.status === 'failed') return <LoadFailure error={loaded.error} title={title} back={usersListPath(language)} backLabel={t(userText.back)} />;
  if (!user) return <div className="page" aria-busy="true"><p><span className="skeleton" aria-hidden="true" /> {t('common.loading')}</p></div>;
  const name = fullName(user);
  const run = async (action: Action) => {
    setBusy(true);
    setFailure(null);
    try {
      if (action === 'delete') {
        await usersApi.remove(buyerId);
        rememberResult({ shownOn: USERS_LIST, notice: { key: actionTexts.delete.done, params: { name } } });
        navigate(usersListPath(language));
        return;
      }
      const answer: { user: AdminUser; temporaryPassword?: string } = action === 'resetPassword' ? await usersApi.resetPassword(buyerId) : await usersApi[action](buyerId);
      setUser(answer.user);
      setResult({ shownOn: buyerId, notice: { key: actionTexts[action].done, params: { name } }, ...(answer.temporaryPassword ? { temporaryPassword: answer.temporaryPassword } : {}) });
    } catch (error) {
      setFailure(refusalSaid(error));
    } finally {
      setBusy(false);
      setAsking(null);
      if (asked && action !== 'delete') navigate(viewPath, { replace: true });
    }
  };
  const self = user.buyerId === profile?.buyerId;
  // Deactivating or deleting the only active approver of a group leaves its orders with no one to decide them: said before.
  const onlyApproverOf = groups.status === 'loaded' ? groupsOnlyApprovedBy(buyerId, groups.value) : [];
  const bodyOf = (action: Action) => {
    const body = t(actionTexts[action].body, { name });
    const leavesGroups = (action === 'deactivate' || action === 'delete') && onlyApproverOf.length > 0;
    return leavesGroups ? `${body} ${t(userText.soleApprover, { name, count: onlyApproverOf.length, groups: quotedList(onlyApproverOf, localeOf(language)) })}` : body;
  };
  return (
    <div className="page">
      <p><Link to={usersListPath(language)}>{t(userText.back)}</Link></p>
      <h1>{name}{self && <> {t(userText.you)}</>}</h1>
      <div role="status" aria-live="polite">
        {result && <p className="notice">{say(result.notice)}</p>}
      </div>
      {failure && <p className="alert" role="alert">{say(failure)}</p>}
      {result?.temporaryPassword && (
        <section className="panel temporary-password" aria-labelledby="temporary-password">
          <h2 id="temporary-password">{t(userText.temporaryPassword)}</h2>
          <p><code>{result.temporaryPassword}</code></p>
          <p className="field-hint">{t(userText.temporaryPasswordHint, { name })}</p>
        </section>
      )}
      <section className="panel" aria-label={t(userText.details)}>
        <Details user={user} options={options.status === 'loaded' ? options.value : null} />
        <div className="form-actions">
          <Link className="button" to={href(language, 'editUser', { editUserBuyerId: buyerId })}>{t(userText.edit)}</Link>
          <Link className="button button--secondary" to={href(language, 'copyUser', { copyUserBuyerId: buyerId })}>{t(userText.copy)}</Link>
          {user.isActive ? (
            !self && <button type="button" className="button button--danger" onClick={() => setAsking('deactivate')}>{t(userText.deactivate)}</button>
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setAsking('activate')}>{t(userText.activate)}</button>
          )}
          {/* Not their own (the api refuses it): it ended this session, and a temporary password does not open the console. */}
          {!self && <button type="button" className="button button--secondary" onClick={() => setAsking('resetPassword')}>{t(userText.resetPassword)}</button>}
          {!self && <button type="button" className="button button--danger" onClick={() => setAsking('delete')}>{t(userText.delete)}</button>}
        </div>
      </section>
      {/* The admin's own storefront session is this browser's already. */}
      {!self && (
        <SignInAsBuyer
          user={user}
          onOpened={(notice) => {
            setFailure(null);
            setResult({ shownOn: buyerId, notice });
          }}
          onFailure={(message) => {
            setResult(null);
            setFailure(message);
          }}
        />
      )}
      {asking && !self && (
        <ConfirmDialog
          title={t(actionTexts[asking].title, { name })}
          body={bodyOf(asking)}
          confirmLabel={t(actionTexts[asking].confirm)}
          danger={asking === 'deactivate' || asking === 'delete'}
          busy={busy}
          onConfirm={() => void run(asking)}
          onCancel={() => {
            setAsking(null);
            if (asked) navigate(viewPath, { replace: true });
          }}
        />
      )}
    </div>
  );
};
