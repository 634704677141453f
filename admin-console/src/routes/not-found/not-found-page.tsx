import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { href } from '../../paths.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={href(language, 'users')}>{t('notFound.backHome')}</Link>
    </div>
  );
};
