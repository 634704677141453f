import { useTranslation } from 'react-i18next';
import { fetchBranding } from '../../features/branding/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf } from '../../paths.ts';
import { TextWithElement } from '../../ui/text-with-element.tsx';
import { useFetched } from '../../ui/use-fetched.ts';

/** Spec §2.3 help message: e-mail the client's sales representative; nothing when the client has none (or until the answer comes). */
export const HelpMessage = ({ clientId }: { clientId: string | null }) => {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  // The footer asks the same: the branding answer is fetched once per client and language.
  const branding = useFetched(clientId ? `${clientId}:${locale}` : null, () => fetchBranding(clientId ?? '', locale));
  const email = branding.data?.salesRepEmail;
  if (!email) return null;
  return (
    <p className="dashboard__help">
      <TextWithElement text={(placeholder) => t('dashboard.helpMessage', { email: placeholder })} element={<a href={`mailto:${email}`}>{email}</a>} />
    </p>
  );
};
