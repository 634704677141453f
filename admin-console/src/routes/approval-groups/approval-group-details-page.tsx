import { formatNumber, type AdminApprovalGroup } from '@comptoir/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AdminApiError, LoadFailure, loadFailureTitle, refusalSaid } from '../../features/api-client/index.ts';
import { approvalGroupsApi, APPROVAL_GROUPS_LIST, approverName, groupNames, personName, thresholdLabel } from '../../features/approval-groups/index.ts';
import { rememberResult, takeResult, useLoaded } from '../../features/users/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useSay, type Said } from '../../i18n/said.ts';
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
      {/* Its approvers deleted, the group showed a heading over nothing, and its members' orders waited for nobody. */}
      {group.approvers.length === 0 ? (
        <p className="alert">{t(groupText.noApproversLeft)}</p>
      ) : (
        <ol className="group-people">
          {group.approvers.map((approver) => (
            <li key={approver.buyerId}>
              <Link to={href(language, 'viewUser', { viewUserBuyerId: approver.buyerId })}>{approverName(approver, t)}</Link>
            </li>
          ))}
        </ol>
      )}
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
  const [failure, setFailure] = useState<Said | null>(null);
  const say = useSay();
  // A refused deletion may leave Delete disabled (orders came to await the group), so the dialog cannot hand the keyboard
  // back to it (it fell to the page): the reason has it.
  const refusal = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure && !asking) refusal.current?.focus();
  }, [failure, asking]);
  const group = loaded.status === 'loaded' ? loaded.value : null;
  const title = group ? group.name : t(groupText.details);
  useDocumentTitle(loaded.status === 'failed' ? loadFailureTitle(loaded.error, title, t) : title);
  if (loaded.status === 'failed') return <LoadFailure error={loaded.error} title={title} back={href(language, 'approvalGroups')} backLabel={t(groupText.back)} />;
  if (!group) return <div className="page" aria-busy="true"><p><span className="skeleton" aria-hidden="true" /> {t('common.loading')}</p></div>;
  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await approvalGroupsApi.remove(groupId);
      rememberResult({ shownOn: APPROVAL_GROUPS_LIST, notice: { key: groupText.deleted, params: { name: groupNames(group) } } });
      navigate(href(language, 'approvalGroups'));
    } catch (error) {
      const refused = error instanceof AdminApiError && error.status === 409;
      setFailure(refused ? { key: groupText.ordersAwaiting } : refusalSaid(error));
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
        {notice && <p className="notice">{say(notice)}</p>}
      </div>
      {failure && <p ref={refusal} tabIndex={-1} className="alert" role="alert">{say(failure)}</p>}
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
