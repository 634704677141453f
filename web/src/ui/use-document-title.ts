import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "<page> | Comptoir" in the current language, so each screen is announced and bookmarked by name. */
export const useDocumentTitle = (title: string): void => {
  const { t } = useTranslation();
  const appName = t('common.appName');
  useEffect(() => {
    document.title = `${title} | ${appName}`;
  }, [title, appName]);
};
