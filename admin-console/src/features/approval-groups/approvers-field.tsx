import type { ApprovalGroupPerson } from '@comptoir/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupText } from '../../i18n/texts.ts';
import { describedBy } from '../../ui/field.tsx';
import { approverName, personName } from './approval-group-form-values.ts';

interface Props {
  readonly approvers: readonly ApprovalGroupPerson[];
  /** The client's active users, who may be added. */
  readonly candidates: readonly ApprovalGroupPerson[];
  readonly error: string | undefined;
  readonly onChange: (approvers: ApprovalGroupPerson[]) => void;
}

/**
 * The group's approvers in the order they are asked: added from the client's active users, moved up or down, removed.
 * Each change is announced; the keyboard stays on the control that moved with its approver, or goes to the
 * picker when the approver left.
 */
export const ApproversField = ({ approvers, candidates, error, onChange }: Props) => {
  const { t } = useTranslation();
  const [picked, setPicked] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const picker = useRef<HTMLSelectElement>(null);
  const offered = candidates.filter((candidate) => !approvers.some((approver) => approver.buyerId === candidate.buyerId));
  const say = (person: ApprovalGroupPerson, next: ApprovalGroupPerson[]) => {
    const position = next.findIndex((approver) => approver.buyerId === person.buyerId);
    setAnnouncement(position < 0 ? t(groupText.approverRemoved, { name: personName(person) }) : t(groupText.approverAdded, { name: personName(person), position: position + 1, count: next.length }));
    onChange(next);
  };
  const add = () => {
    const person = offered.find((candidate) => candidate.buyerId === picked);
    if (!person) return picker.current?.focus();
    setPicked('');
    say(person, [...approvers, person]);
  };
  const move = (index: number, by: -1 | 1, control: 'up' | 'down') => {
    const next = [...approvers];
    const [person] = next.splice(index, 1) as [ApprovalGroupPerson];
    next.splice(index + by, 0, person);
    say(person, next);
    // The button pressed may be gone at the list's edge: then its sibling keeps the keyboard.
    requestAnimationFrame(() => {
      const row = list.current?.children[index + by];
      const buttons = [...(row?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])];
      (buttons.find((button) => button.dataset.control === control) ?? buttons[0])?.focus();
    });
  };
  const remove = (index: number) => {
    const person = approvers[index] as ApprovalGroupPerson;
    say(person, approvers.filter((_, at) => at !== index));
    picker.current?.focus();
  };
  return (
    <fieldset className="field approvers-field" aria-describedby={['approverIds-hint', error ? 'approverIds-error' : ''].filter(Boolean).join(' ')}>
      <legend>{t(groupText.approvers)}</legend>
      <p className="field-hint" id="approverIds-hint">{t(groupText.approversHint)}</p>
      {approvers.length === 0 ? (
        <p>{t(groupText.noApprovers)}</p>
      ) : (
        <ol ref={list} className="approvers-field__list">
          {approvers.map((approver, index) => (
            <li key={approver.buyerId}>
              <span>{approverName(approver, t)}</span>
              <span className="approvers-field__actions">
                {index > 0 && <button type="button" className="button button--secondary button--small" data-control="up" onClick={() => move(index, -1, 'up')}>{t(groupText.moveUp, { name: personName(approver) })}</button>}
                {index < approvers.length - 1 && <button type="button" className="button button--secondary button--small" data-control="down" onClick={() => move(index, 1, 'down')}>{t(groupText.moveDown, { name: personName(approver) })}</button>}
                <button type="button" className="button button--secondary button--small" data-control="remove" onClick={() => remove(index)}>{t(groupText.removeApprover, { name: personName(approver) })}</button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor="approverIds">{t(groupText.approverToAdd)}</label>
      <div className="approvers-field__add">
        <select ref={picker} id="approverIds" name="approverIds" value={picked} onChange={(event) => setPicked(event.target.value)} {...describedBy('approverIds', error)}>
          <option value="">{t(groupText.chooseApprover)}</option>
          {offered.map((candidate) => <option key={candidate.buyerId} value={candidate.buyerId}>{`${personName(candidate)} (${candidate.logonName})`}</option>)}
        </select>
        <button type="button" className="button button--secondary" onClick={add}>{t(groupText.addApprover)}</button>
      </div>
      {error && <p className="field-error" id="approverIds-error">{error}</p>}
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
    </fieldset>
  );
};
