import { outcomeMessage, type Locale, type Message, type Messages } from '@comptoir/core';
import { getI18n } from 'react-i18next';

/**
 * A failed call: the HTTP status (0 when the network failed) and the answer's messages in the spec's
 * `Messages` shape, so every screen shows the server's own text, or the catalogue's generic failure.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly messages: Messages,
    /** The parsed body, for callers that read more than the messages (e.g. custom-prompt fields). */
    readonly body: unknown = null,
  ) {
    super(messages[0]?.PrimaryMessage ?? `HTTP ${status}`);
  }

  /** The stable outcome code of the first message (= its catalogue key), when the api gave one. */
  get code(): string | undefined {
    return this.messages[0]?.Type;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const asMessage = (value: unknown): Message | null => {
  if (!isRecord(value)) return null;
  const text = value.PrimaryMessage ?? value.primaryMessage;
  if (typeof text !== 'string' || !text.trim()) return null;
  return {
    MessageStatus: typeof value.MessageStatus === 'number' ? value.MessageStatus : 1,
    MessageType: typeof value.MessageType === 'number' ? value.MessageType : 4,
    PrimaryMessage: text,
    SecondaryMessages: Array.isArray(value.SecondaryMessages) ? value.SecondaryMessages.filter((item): item is string => typeof item === 'string') : [],
    ...(typeof value.Type === 'string' ? { Type: value.Type } : {}),
  };
};

/** The generic failure in a language, from the catalogue the app's i18next has loaded (outside React: no hook). */
const genericFailure = (locale: Locale): Messages => [outcomeMessage('errors.generic', getI18n()?.t('errors.generic', { lng: locale }) ?? 'errors.generic')];

/**
 * The messages of an answer: the api's `Messages` (PascalCase, spec §3) or the authentication
 * service's `messages` with `primaryMessage` (spec §7); the generic failure when there are none.
 */
export const messagesOf = (body: unknown, locale: Locale): Messages => {
  const list = isRecord(body) ? (body.Messages ?? body.messages) : undefined;
  const messages = Array.isArray(list) ? list.map(asMessage).filter((message): message is Message => message !== null) : [];
  return messages.length > 0 ? messages : genericFailure(locale);
};
