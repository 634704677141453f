import { formatDate, toastTypeForStatus } from '@comptoir/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingStates } from '../../features/orders/index.ts';
import { fetchDashboardMessages, useReadMessages } from '../../features/dashboard/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf } from '../../paths.ts';
import { failureText } from '../../ui/load-error.tsx';
import { useFetched } from '../../ui/use-fetched.ts';
import { DashboardTile } from './dashboard-tile.tsx';

/**
 * Spec §2.3 messages tile: the buyer's active messages, newest first, in the page's language (the api's texts), each
 * with Mark as read (decision 033). A message read leaves the list; the keyboard goes to the message that took its
 * place (or the one before it), else to the empty state.
 */
export const MessagesTile = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const { listing, pending, failure, markRead } = useReadMessages(useFetched(language, fetchDashboardMessages));
  const idOf = useId();
  const empty = useRef<HTMLParagraphElement>(null);
  const [focusTo, setFocusTo] = useState<{ messageId: string | null } | null>(null);
  useEffect(() => {
    if (!focusTo) return;
    (focusTo.messageId ? document.getElementById(`${idOf}${focusTo.messageId}`) : empty.current)?.focus();
  }, [focusTo, idOf]);
  const read = async (index: number, messageId: string) => {
    const left = await markRead(messageId);
    if (left) setFocusTo({ messageId: left[Math.min(index, left.length - 1)]?.messageId ?? null });
  };
  return (
    <DashboardTile title={t('dashboard.messagesTile')}>
      <ListingStates fetched={listing} empty={<p ref={empty} tabIndex={-1}>{t('dashboard.noMessages')}</p>}>
        {(records) => (
          <ul className="dashboard-messages">
            {records.map((message, index) => (
              <li key={message.messageId} className={`dashboard-message dashboard-message--${toastTypeForStatus(message.MessageStatus)}`}>
                <p id={`${idOf}${message.messageId}-text`} className="dashboard-message__primary">{message.PrimaryMessage}</p>
                {message.SecondaryMessages.map((secondary) => <p key={secondary}>{secondary}</p>)}
                <p className="dashboard-message__date"><time dateTime={message.createdDate}>{formatDate(message.createdDate, locale)}</time></p>
                {/* Named with its message: a list of buttons all called 'Mark as read' would not say which. Only aria-disabled while
                    working, so the keyboard stays on it. */}
                <button
                  id={`${idOf}${message.messageId}`}
                  type="button"
                  className="link-button"
                  aria-labelledby={`${idOf}${message.messageId} ${idOf}${message.messageId}-text`}
                  aria-disabled={pending === message.messageId || undefined}
                  onClick={() => void read(index, message.messageId)}
                >
                  {t('dashboard.markRead')}
                </button>
                {failure?.messageId === message.messageId && <p className="alert" role="alert">{failureText(failure.error, t)}</p>}
              </li>
            ))}
          </ul>
        )}
      </ListingStates>
    </DashboardTile>
  );
};
