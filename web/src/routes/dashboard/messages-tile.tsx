import { formatDate, toastTypeForStatus } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { ListingStates } from '../../features/orders/index.ts';
import { fetchDashboardMessages } from '../../features/dashboard/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf } from '../../paths.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import { DashboardTile } from './dashboard-tile.tsx';

/** Spec §2.3 messages tile: the buyer's active messages, newest first, in the page's language (the api's texts). */
export const MessagesTile = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const messages = useFetched(language, fetchDashboardMessages);
  return (
    <DashboardTile title={t('dashboard.messagesTile')}>
      <ListingStates fetched={messages} empty={<p>{t('dashboard.noMessages')}</p>}>
        {(records) => (
          <ul className="dashboard-messages">
            {records.map((message) => (
              <li key={message.messageId} className={`dashboard-message dashboard-message--${toastTypeForStatus(message.MessageStatus)}`}>
                <p className="dashboard-message__primary">{message.PrimaryMessage}</p>
                {message.SecondaryMessages.map((secondary) => <p key={secondary}>{secondary}</p>)}
                <p className="dashboard-message__date"><time dateTime={message.createdDate}>{formatDate(message.createdDate, locale)}</time></p>
              </li>
            ))}
          </ul>
        )}
      </ListingStates>
    </DashboardTile>
  );
};
