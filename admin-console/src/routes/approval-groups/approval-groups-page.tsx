import type { AdminApprovalGroupSummary } from '@comptoir/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { approvalGroupsApi, APPROVAL_GROUPS_LIST, approverName, thresholdLabel } from '../../features/approval-groups/index.ts';
import { takeResult, useLoaded } from '../../features/users/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { groupText, userText } from '../../i18n/texts.ts';
import { href, localeOf, type Language } from '../../paths.ts';
import { DataCell, DataTable, DataTableHead } from '../../ui/data-table.tsx';
import { HandedNotice } from '../../ui/handed-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import '../../ui/form.css';
import '../users/users.css';
import './approval-groups.css';

const GroupsTable = ({ groups, language }: { groups: readonly AdminApprovalGroupSummary[]; language: Language }) => {
  const { t } = useTranslation();
  return (
    <DataTable className="groups-table">
      <DataTableHead caption={t(groupText.title)} columns={[t(groupText.name), t(groupText.threshold), t(groupText.approvers), t(groupText.members)]} />
      <tbody role="rowgroup">
        {groups.map((group) => (
          <tr key={group.approvalGroupId} role="row">
            <th scope="row" role="rowheader"><Link to={href(language, 'viewApprovalGroup', { approvalGroupId: group.approvalGroupId })}>{group.name}</Link></th>
            <DataCell column={t(groupText.threshold)}>{thresholdLabel(group.thresholdAmount, localeOf(language), t)}</DataCell>
            <DataCell column={t(groupText.approvers)}>
              {group.approvers.length === 0 ? <span className="status-badge">{t(userText.none)}</span> : <ol>{group.approvers.map((approver) => <li key={approver.buyerId}>{approverName(approver, t)}</li>)}</ol>}
            </DataCell>
            <DataCell column={t(groupText.members)} className="number">{group.memberCount}</DataCell>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
};

/** Spec §2.2 approval groups: the client's groups, each with its threshold, approvers and members. */
export const ApprovalGroupsPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  // A group deleted on its page is announced here, once, with the focus: the button that was pressed is gone.
  const [notice] = useState(() => takeResult(APPROVAL_GROUPS_LIST)?.notice ?? null);
  const [list] = useLoaded((signal) => approvalGroupsApi.list(signal), language);
  useDocumentTitle(t(groupText.title));
  return (
    <div className="page">
      <div className="page-heading">
        <h1>{t(groupText.title)}</h1>
        <Link className="button" to={href(language, 'createApprovalGroup')}>{t(groupText.create)}</Link>
      </div>
      <p>{t(groupText.intro)}</p>
      <HandedNotice notice={notice} />
      <section className="panel" aria-busy={list.status === 'loading'} aria-labelledby="groups-count">
        {list.status === 'loading' && <p><span className="skeleton" aria-hidden="true" /> {t('common.loading')}</p>}
        {list.status === 'failed' && <p className="alert" role="alert">{t('errors.generic')}</p>}
        {list.status === 'loaded' && (
          <>
            <p id="groups-count" role="status">{t(groupText.count, { count: list.value.approvalGroups.length })}</p>
            {list.value.approvalGroups.length === 0 ? (
              <p>{t(groupText.emptyAll)} <Link to={href(language, 'createApprovalGroup')}>{t(groupText.create)}</Link></p>
            ) : (
              <GroupsTable groups={list.value.approvalGroups} language={language} />
            )}
          </>
        )}
      </section>
    </div>
  );
};
