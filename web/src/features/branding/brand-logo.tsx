import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, localeOf } from '../../paths.ts';
import { logoTextOf } from './brand-themes.ts';
import { useBranding } from './use-branding.ts';
import './brand-themes.css';

/** The header's logo: the partner's word mark in a partner storefront, Comptoir's otherwise. */
export const BrandLogo = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { brand, client } = useBranding(localeOf(language));
  const word = brand === 'default' ? t('common.appName') : (client?.logoText ?? logoTextOf[brand]);
  return (
    <Link to={href(language, 'home')} className="site-header__logo brand-logo" aria-label={t('branding.logo', { brand: word })}>
      <span aria-hidden="true" className="site-header__mark">{word.charAt(0).toUpperCase()}</span>
      <span aria-hidden="true">{word}</span>
    </Link>
  );
};
