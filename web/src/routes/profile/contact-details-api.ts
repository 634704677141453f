import { BuyerPatchSchema, fieldProblemsUnder, type BuyerPatch, type FieldProblem } from '@comptoir/core';
import { api } from '../../features/api-client/index.ts';

/** Spec §2.2 edit profile: what the buyer writes of their own contact details, and their preferred language. */
export const contactFields = ['firstName', 'lastName', 'title', 'emailAddress', 'secondaryEmailAddress', 'telNumber', 'telNumberExtension', 'faxNumber'] as const;
export type ContactField = (typeof contactFields)[number];
export type ProfileField = ContactField | 'cultureCode';
export type ContactDetails = Record<ContactField, string> & { cultureCode: 'en-CA' | 'fr-CA' };

/** The field labels of core's catalogue, the ones its rules name in their problems ('First Name | This field is mandatory.'). */
export const contactLabels: Record<ContactField, string> = {
  firstName: 'fields.firstName',
  lastName: 'fields.lastName',
  title: 'fields.title',
  emailAddress: 'fields.emailAddress',
  secondaryEmailAddress: 'fields.secondaryEmailAddress',
  telNumber: 'fields.telephoneNumber',
  telNumberExtension: 'fields.telephoneExtension',
  faxNumber: 'fields.faxNumber',
};

const optional = new Set<ContactField>(['title', 'secondaryEmailAddress', 'telNumberExtension', 'faxNumber']);

type BuyerAnswer = Partial<Record<ContactField, string | null>> & { cultureCode?: string };

/** The buyer as the form holds them (none as ''). */
const detailsOf = (buyer: BuyerAnswer): ContactDetails => {
  const details = Object.fromEntries(contactFields.map((field) => [field, buyer[field] ?? ''])) as Record<ContactField, string>;
  return { ...details, cultureCode: buyer.cultureCode === 'fr-CA' ? 'fr-CA' : 'en-CA' };
};

/** GET /svc/buyers/buyers/{buyerId}: the buyer's own details. */
export const fetchContactDetails = async (buyerId: string, signal: AbortSignal): Promise<ContactDetails> =>
  detailsOf(await api.get<BuyerAnswer>(`/svc/buyers/buyers/${encodeURIComponent(buyerId)}`, { signal }));

/**
 * The changes as PATCH takes them: only the fields the buyer changed (an administrator's change made meanwhile to
 * another field stays); an optional field left empty is cleared (null).
 */
const patchOf = (before: ContactDetails, after: ContactDetails) =>
  Object.fromEntries(contactFields.filter((field) => after[field] !== before[field]).map((field) => [field, optional.has(field) && after[field].trim() === '' ? null : after[field]])) as BuyerPatch;

/** Each changed field's problem under the rules the api applies (core's BuyerPatchSchema), before anything is sent. */
export const contactProblems = (before: ContactDetails, after: ContactDetails): Partial<Record<ContactField, FieldProblem>> => fieldProblemsUnder(BuyerPatchSchema, patchOf(before, after));

/** PATCH /svc/buyers/buyers/{buyerId}: the details as saved (trimmed); a refusal's FieldErrors name the fields (ApiError's body). */
export const saveContactDetails = async (buyerId: string, before: ContactDetails, after: ContactDetails): Promise<ContactDetails> =>
  detailsOf(await api.patch<BuyerAnswer>(`/svc/buyers/buyers/${encodeURIComponent(buyerId)}`, { ...patchOf(before, after), cultureCode: after.cultureCode }));

/** A refusal's message beside each field it names (the api's FieldErrors, in the language it was asked in). */
export const refusedFields = (body: unknown): Partial<Record<ProfileField, string>> => {
  const errors = (body as { FieldErrors?: unknown } | null)?.FieldErrors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter(([field, text]) => (contactFields as readonly string[]).concat('cultureCode').includes(field) && typeof text === 'string'));
};
