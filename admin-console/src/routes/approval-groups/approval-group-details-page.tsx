import { formatNumber, type AdminApprovalGroup } from '@comptoir/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AdminApiError, LoadFailure } from '../../features/api-client/index.ts';
import { approvalGroupsApi, APPROVAL_GROUPS_LIST, personName, thresholdLabel } from '../../features/approval-groups/index.ts';
import { rememberResult, takeResult, useLoaded } from '../../features/users/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { groupText, userText } from '../../i18n/texts.ts';
import { href, localeOf } from '../../paths.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import '../../ui/details-list.css';
import '../../ui/form.css';
import '../users/users.css';
import './approval-groups.css';

const Details = ({ group }: { group: AdminApprovalGroup }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  return (
    <>
      <dl className="details-list">
        <dt>{t(groupText.nameEn)}</dt><dd lang="en-CA">{group.nameEn}</dd>
        <dt>{t(groupText.nameFr)}</dt><dd lang="fr-CA">{group.nameFr}</dd>
        <dt>{t(groupText.threshold)}</dt><dd>{thresholdLabel(group.thresholdAmount, locale, t)}</dd>
        <dt>{t(groupText.awaitingOrders)}</dt><dd>{formatNumber(group.ordersAwaitingApproval, locale)}</dd>
      </dl>
      <h2>{t(groupText.approvers)}</h2>
      <ol className="group-people">
        {group.approvers.map((approver) => (
          <li key={approver.buyerId}>
            <Link to={href(language, 'viewUser', { viewUserBuyerId: approver.buyerId })}>{approver.isActive ? personName(approver) : t(groupText.approverInactive, { name: personName(approver) })}</Link>
          </li>
        ))}
      </ol>
      <h2>{t(groupText.members)}</h2>
      {group.members.length === 0 ? (
        <p>{t(groupText.noMembers)}</p>
      ) : (
        <ul className="group-people">
          {group.members.map((member) => <li key={member.buyerId}><Link to={href(language, 'viewUser', { viewUserBuyerId: member.buyerId })}>{personName(member)}</Link> ({member.logonName})</li>)}
        </ul>
      )}
      <p className="field-hint">{t(groupText.membersHint)}</p>
    </>
  );
};

/** One approval group: details, approvers and members; modify, and delete behind the confirmation (what happens to its members said first). */
export const ApprovalGroupDetailsPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const groupId = useParams().approvalGroupId ?? '';
  const [loaded, setGroup] = useLoaded((signal) => approvalGroupsApi.view(groupId, signal), `${groupId}|${language}`);
  const [notice] = useState(() => takeResult(groupId)?.notice ?? null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const group = loaded.status === 'loaded' ? loaded.value : null;
  useDocumentTitle(group ? group.name : t(groupText.details));
  if (loaded.status === 'failed') return <LoadFailure error={loaded.error} back={href(language, 'approvalGroups')} backLabel={t(groupText.back)} />;
  if (!group) return <div className="page" aria-busy="true"><p><span className="skeleton" aria-hidden="true" /> {t('common.loading')}</p></div>;
  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await approvalGroupsApi.remove(groupId);
      rememberResult({ shownOn: APPROVAL_GROUPS_LIST, notice: t(groupText.deleted, { name: group.name }) });
      navigate(href(language, 'approvalGroups'));
    } catch (error) {
      const refused = error instanceof AdminApiError && error.status === 409;
      setFailure(refused ? t(groupText.ordersAwaiting) : error instanceof AdminApiError && error.messages[0] ? error.messages[0] : t('errors.generic'));
      // Orders came to await the group since the page loaded: show its state now (Delete then waits for them).
      if (refused) await approvalGroupsApi.view(groupId).then(setGroup, () => undefined);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  const members = group.members.length;
  const awaiting = group.ordersAwaitingApproval > 0;
  return (
    <div className="page">
      <p><Link to={href(language, 'approvalGroups')}>{t(groupText.back)}</Link></p>
      <h1>{group.name}</h1>
      <div role="status" aria-live="polite">
        {notice && <p className="notice">{notice}</p>}
      </div>
      {failure && <p className="alert" role="alert">{failure}</p>}
      <section className="panel" aria-label={t(groupText.details)}>
        <Details group={group} />
        <div className="form-actions">
          <Link className="button" to={href(language, 'editApprovalGroup', { editApprovalGroupId: groupId })}>{t(userText.edit)}</Link>
          {/* With orders awaiting its approval the api refuses the deletion: the confirmation promised what would not happen. */}
          <button type="button" className="button button--danger" disabled={awaiting} aria-describedby={awaiting ? 'delete-group-refused' : undefined} onClick={() => setAsking(true)}>{t(groupText.delete)}</button>
        </div>
        {awaiting && <p className="field-hint" id="delete-group-refused">{t(groupText.ordersAwaiting)}</p>}
      </section>
      {asking && (
        <ConfirmDialog
          title={t(groupText.confirmDeleteTitle, { name: group.name })}
          body={members === 0 ? t(groupText.confirmDeleteEmpty) : t(groupText.confirmDelete, { count: members })}
          confirmLabel={t(groupText.delete)}
          danger
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
};
