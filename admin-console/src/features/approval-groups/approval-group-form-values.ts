import { approvalGroupFieldProblems, type AdminApprovalGroup, type AdminApprovalGroupCreateRequest, type ApprovalGroupField, type ApprovalGroupPerson, type FieldProblem, type Locale } from '@comptoir/core';
import { groupText } from '../../i18n/texts.ts';

/** The form's values as typed: the threshold in dollars as the admin writes it, the approvers in order. */
export interface ApprovalGroupFormValues {
  nameEn: string;
  nameFr: string;
  threshold: string;
  approvers: ApprovalGroupPerson[];
}
export type GroupFieldProblems = Partial<Record<ApprovalGroupField, FieldProblem>>;

export const emptyGroup: ApprovalGroupFormValues = { nameEn: '', nameFr: '', threshold: '0', approvers: [] };

/** Cents as the field shows them: '1500.00' in English, '1500,00' in French (no grouping, no symbol). */
export const amountText = (cents: number, locale: Locale): string => {
  const text = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  return locale === 'fr-CA' ? text.replace('.', ',') : text;
};

/**
 * An amount in dollars as an admin types or pastes it, in whole cents: '1,234.56' or '$1,234.56' in English,
 * '1 234,56' or '1 234,56 $' in French, '500' or '500.5' in either. Anything else (letters, three decimals, a
 * minus sign) is NaN, which the rule refuses beside the field.
 */
export const centsOfAmountText = (text: string, locale: Locale): number => {
  const bare = text.replace(/[\s\u00a0\u202f$]/g, '');
  const decimal = locale === 'fr-CA' ? bare.replace(',', '.') : bare.replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(decimal);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

/**
 * An amount as typed in one language, as the other writes it: a language switch left '500,00' in the English form, which
 * then refused the threshold the admin had not touched. Text that is no amount stays as typed (the check says so).
 */
export const amountTextIn = (text: string, from: Locale, to: Locale): string => {
  const cents = centsOfAmountText(text, from);
  return from === to || Number.isNaN(cents) ? text : amountText(cents, to);
};

export const valuesOf = (group: AdminApprovalGroup, locale: Locale): ApprovalGroupFormValues => ({
  nameEn: group.nameEn,
  nameFr: group.nameFr,
  threshold: amountText(group.thresholdAmount, locale),
  approvers: group.approvers,
});

/** The request body: names trimmed, the threshold in cents, the approvers' ids in order. */
export const requestOf = (values: ApprovalGroupFormValues, locale: Locale): AdminApprovalGroupCreateRequest => ({
  nameEn: values.nameEn.trim(),
  nameFr: values.nameFr.trim(),
  thresholdAmount: centsOfAmountText(values.threshold, locale),
  approverIds: values.approvers.map((approver) => approver.buyerId),
});

/** The same rule the api applies (core's approvalGroupFieldProblems): each field's problem, which the form says in the page's language. */
export const groupFieldProblemsOf = (values: ApprovalGroupFormValues, locale: Locale): GroupFieldProblems => approvalGroupFieldProblems(requestOf(values, locale));

export const personName = (person: Pick<ApprovalGroupPerson, 'firstName' | 'lastName'>): string => `${person.firstName} ${person.lastName}`;

/** An approver as the console lists them: marked when deactivated (they stay listed until the admin replaces them). */
export const approverName = (person: ApprovalGroupPerson, t: (key: string, params?: Record<string, unknown>) => string): string =>
  person.isActive ? personName(person) : t(groupText.approverInactive, { name: personName(person) });

/** A group's name in each language, for a notice that must read in the language shown when it is read. */
export const groupNames = (group: Pick<AdminApprovalGroup, 'nameEn' | 'nameFr'>): Record<Locale, string> => ({ 'en-CA': group.nameEn, 'fr-CA': group.nameFr });
