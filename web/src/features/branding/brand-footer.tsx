import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf } from '../../paths.ts';
import { useBranding } from './use-branding.ts';
import './brand-themes.css';

const defaultContact = 'service@comptoir.example';
const partnerContacts = { harbourline: 'care@harbourline.example', maplebay: 'orders@maplebay.example', laurentide: 'service@laurentide.example', prairiepro: 'help@prairiepro.example' } as const;

/** Copyright and the customer-care contact of the brand (spec §3 Settings: copyright text, contact email label). */
export const BrandFooter = () => {
  const { t } = useTranslation();
  const { brand, client } = useBranding(localeOf(useLanguage()));
  const copyright = client?.copyrightText ?? (brand === 'default' ? t('branding.copyright', { year: String(new Date().getFullYear()) }) : t(`branding.${brand}.copyright`));
  const contactLabel = client?.contactEmailLabel ?? (brand === 'default' ? t('branding.contactLabel') : t(`branding.${brand}.contactLabel`));
  const contactEmail = client?.contactEmail ?? (brand === 'default' ? defaultContact : partnerContacts[brand]);
  return (
    <footer className="site-footer" aria-label={t('branding.footer')}>
      <div className="site-footer__inner">
        <p>{copyright}</p>
        <a href={`mailto:${contactEmail}`}>{contactLabel}</a>
      </div>
    </footer>
  );
};
