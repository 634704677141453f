import { flattenCatalogue, messages, type Locale } from '@comptoir/core';
import type { DocumentedOperation } from '../openapi/document.ts';
import type { ContractSchemaName } from '../openapi/operations.ts';
import { contractSchema } from '../openapi/schema-names.ts';
import { parseLanguage } from '../platform/language.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const texts: Readonly<Record<Locale, ReadonlyArray<[string, string]>>> = { 'en-CA': flattenCatalogue(messages['en-CA']), 'fr-CA': flattenCatalogue(messages['fr-CA']) };

/** Whether a message's text is its code's catalogue text in `locale` (any plural form; a placeholder stands for any filling). */
const isCatalogueText = (locale: Locale, code: string, text: string): boolean =>
  texts[locale]
    .filter(([key]) => key === code || key.startsWith(`${code}_`))
    .some(([, template]) => new RegExp(`^${template.split(/\{\w+\}/).map(escape).join('[\\s\\S]*')}$`).test(text));

/** The contract schemas a documented answer may take ('#/components/schemas/ErrorResponse', or anyOf of them). */
const documentedBodies = (operation: DocumentedOperation, status: number): ContractSchemaName[] => {
  const schema = operation.responses[String(status)]?.content?.['application/json']?.schema as { $ref?: string; anyOf?: Array<{ $ref?: string }> } | undefined;
  const refs = schema?.anyOf ?? (schema ? [schema] : []);
  return refs.flatMap((ref) => (ref.$ref ? [ref.$ref.replace('#/components/schemas/', '') as ContractSchemaName] : []));
};

/**
 * What is wrong with a refusal: not a 4xx, a status the document does not give this operation, a body not in the
 * shape the document names for it (the Messages shape, or the route family's richer one), or a message that is
 * not its catalogue text in the language asked for. [] when the refusal is right.
 */
export function refusalProblems(operation: DocumentedOperation, status: number, body: unknown, locale: Locale): string[] {
  if (status < 400 || status >= 500) return [`answered ${status}`];
  const names = documentedBodies(operation, status);
  if (names.length === 0) return [`${status} is not documented for this operation`];
  if (!names.some((name) => contractSchema(name).safeParse(body).success)) return [`${status} body is not ${names.join(' or ')}: ${JSON.stringify(body).slice(0, 200)}`];
  const listed = (body as { Messages?: Array<{ Type?: string; PrimaryMessage?: string }> }).Messages ?? [];
  return listed.flatMap((message) =>
    isCatalogueText(locale, message.Type ?? '', message.PrimaryMessage ?? '') ? [] : [`message ${message.Type} is not in ${locale}: ${JSON.stringify(message.PrimaryMessage)}`],
  );
}

/** The language an answer must be in: one the URL names (lang, cultureCode: first of a repeated key) comes before the header's or cookie's (platform/language.ts). */
export const localeAsked = (url: string, asked: Locale): Locale => {
  const query = new URL(url, 'http://localhost').searchParams;
  return parseLanguage(query.get('lang')) ?? parseLanguage(query.get('cultureCode')) ?? asked;
};
