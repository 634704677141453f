import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "<screen> | Comptoir" in the current language. */
export const useDocumentTitle = (title: string): void => {
  const { t } = useTranslation();
  const suffix = t('common.appName');
  useEffect(() => {
    document.title = `${title} | ${suffix}`;
  }, [title, suffix]);
};
