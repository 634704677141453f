import type { AdminApprovalGroup, AdminApprovalGroupOptions } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadFailure, loadFailureTitle } from '../../features/api-client/index.ts';
import { ApprovalGroupForm, approvalGroupsApi, emptyGroup, groupNames, requestOf, valuesOf, type ApprovalGroupFormValues } from '../../features/approval-groups/index.ts';
import { rememberResult, useLoaded } from '../../features/users/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { groupText } from '../../i18n/texts.ts';
import { href, localeOf } from '../../paths.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import '../../ui/form.css';
import '../users/users.css';
import './approval-groups.css';

type Mode = 'create' | 'edit';

/** Create an approval group or modify one (spec §2.2 approval groups: create, modify). */
export const ApprovalGroupFormPage = ({ mode }: { mode: Mode }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const navigate = useNavigate();
  const groupId = useParams().editApprovalGroupId ?? '';
  const [loaded] = useLoaded(
    async (signal): Promise<{ options: AdminApprovalGroupOptions; group: AdminApprovalGroup | null }> => {
      const [options, group] = await Promise.all([approvalGroupsApi.options(signal), mode === 'edit' ? approvalGroupsApi.view(groupId, signal) : null]);
      return { options, group };
    },
    `${mode}|${groupId}`,
  );
  const group = loaded.status === 'loaded' ? loaded.value.group : null;
  // The group's name in the page's language: the one the request was answered in stays after a switch (the form keeps its values).
  const title = mode === 'edit' ? t(groupText.editTitle, { name: group ? groupNames(group)[locale] : '' }) : t(groupText.create);
  useDocumentTitle(loaded.status === 'failed' ? loadFailureTitle(loaded.error, title, t) : title);
  const back = mode === 'edit' ? href(language, 'viewApprovalGroup', { approvalGroupId: groupId }) : href(language, 'approvalGroups');
  const backText = t(mode === 'edit' ? groupText.details : groupText.back);
  if (loaded.status === 'failed') return <LoadFailure error={loaded.error} title={title} back={href(language, 'approvalGroups')} backLabel={t(groupText.back)} />;
  if (loaded.status === 'loading') return <div className="page" aria-busy="true"><p><span className="skeleton" aria-hidden="true" /> {t('common.loading')}</p></div>;
  const submit = async (values: ApprovalGroupFormValues) => {
    const body = requestOf(values, locale);
    const { approvalGroup } = mode === 'edit' ? await approvalGroupsApi.update(groupId, body) : await approvalGroupsApi.create(body);
    rememberResult({ shownOn: approvalGroup.approvalGroupId, notice: { key: mode === 'edit' ? groupText.saved : groupText.created, params: { name: groupNames(approvalGroup) } } });
    navigate(href(language, 'viewApprovalGroup', { approvalGroupId: approvalGroup.approvalGroupId }));
  };
  return (
    <div className="page page--narrow">
      <p><Link to={back}>{backText}</Link></p>
      <h1>{title}</h1>
      <ApprovalGroupForm initial={group ? valuesOf(group, locale) : emptyGroup} candidates={loaded.value.options.approvers} onSubmit={submit} />
    </div>
  );
};
