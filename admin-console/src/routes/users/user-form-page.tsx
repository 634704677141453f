import type { AdminUser, AdminUserOptions } from '@comptoir/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadFailure, loadFailureTitle } from '../../features/api-client/index.ts';
import { useSession } from '../../features/session/index.ts';
import { changesOf, useLoaded, UserForm, newUser, requestOf, valuesOf, type UserFormValues, fullName, rememberResult, usersApi, usersListPath, type UserResult } from '../../features/users/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { userText } from '../../i18n/texts.ts';
import { href, localeOf } from '../../paths.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import '../../ui/form.css';
import './users.css';

type Mode = 'create' | 'edit' | 'copy';
const titles = { create: userText.createTitle, edit: userText.editTitle, copy: userText.copyTitle } as const;

/** Create a user, edit one, or copy one into a new user (spec §2.2 manage-users create, edit, copy). */
export const UserFormPage = ({ mode }: { mode: Mode }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const params = useParams();
  const { profile, profileChanged } = useSession();
  const sourceId = params.editUserBuyerId ?? params.copyUserBuyerId ?? '';
  const [loaded] = useLoaded(
    async (signal): Promise<{ options: AdminUserOptions; user: AdminUser | null }> => {
      const [options, user] = await Promise.all([usersApi.options(signal), mode === 'create' ? null : usersApi.view(sourceId, signal)]);
      return { options, user };
    },
    `${mode}|${sourceId}`,
  );
  // A new user's form starts in the console's language once: a switch later is not a change the admin made.
  const [blank] = useState(() => newUser(localeOf(language)));
  const source = loaded.status === 'loaded' ? loaded.value.user : null;
  const title = t(titles[mode], { name: source ? fullName(source) : '' });
  useDocumentTitle(loaded.status === 'failed' ? loadFailureTitle(loaded.error, title, t) : title);
  if (loaded.status === 'failed') return <LoadFailure error={loaded.error} title={title} back={usersListPath(language)} backLabel={t(userText.back)} />;
  if (loaded.status === 'loading') return <div className="page" aria-busy="true"><p><span className="skeleton" aria-hidden="true" /> {t('common.loading')}</p></div>;
  const initial = mode === 'edit' && source ? valuesOf(source) : blank;
  const done = (user: AdminUser, notice: UserResult['notice'], temporaryPassword?: string) => {
    rememberResult({ shownOn: user.buyerId, notice, ...(temporaryPassword ? { temporaryPassword } : {}) });
    navigate(href(language, 'viewUser', { viewUserBuyerId: user.buyerId }));
  };
  const submit = async (values: UserFormValues) => {
    const body = requestOf(values);
    if (mode === 'edit') {
      const { user } = await usersApi.update(sourceId, changesOf(initial, values));
      if (user.buyerId === profile?.buyerId) profileChanged({ firstName: user.firstName, lastName: user.lastName, logonName: user.logonName });
      return done(user, { key: userText.saved, params: { name: fullName(user) } });
    }
    const answer = mode === 'copy' ? await usersApi.copy(sourceId, { firstName: body.firstName, lastName: body.lastName, emailAddress: body.emailAddress, logonName: body.logonName }) : await usersApi.create(body);
    done(answer.user, { key: userText.created, params: { name: fullName(answer.user) } }, answer.temporaryPassword);
  };
  return (
    <div className="page page--narrow">
      <p><Link to={usersListPath(language)}>{t(userText.back)}</Link></p>
      <h1>{title}</h1>
      <UserForm initial={initial} identityOnly={mode === 'copy'} options={loaded.value.options} onSubmit={submit} ownAccount={mode === 'edit' && source?.buyerId === profile?.buyerId}>
        {mode === 'copy' && source && <p className="field-hint">{t(userText.copyHint, { name: fullName(source) })}</p>}
      </UserForm>
    </div>
  );
};
