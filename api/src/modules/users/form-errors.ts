import { formatMessage, httpStatusOf, toMessage } from '@comptoir/core';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { localeOf } from '../../platform/errors.ts';
import { formErrors } from '../../platform/form-errors.ts';
import type { UserRefusal } from './service.ts';

/** A service refusal: its one message; with a field, the same text beside that field too (not twice in Messages). */
export const refusalResponse = (c: Context, refusal: UserRefusal) => {
  const status = httpStatusOf(refusal.outcome) as ContentfulStatusCode;
  const messages = [toMessage(refusal.outcome, localeOf(c))];
  if (!refusal.field) return c.json({ isSuccess: false as const, Messages: messages }, status);
  return formErrors(c, messages, { [refusal.field]: { text: formatMessage(localeOf(c), refusal.outcome), type: refusal.outcome } }, status);
};
