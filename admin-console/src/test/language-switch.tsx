import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguageFromUrl } from '../i18n/use-language.ts';
import { switchLanguage } from '../paths.ts';

export const SWITCH_LANGUAGE = 'Switch language (test)';

/** What the console's layout does with the language: follows the address, and the header's link swaps its prefix. */
export const WithLanguageSwitch = ({ children }: { children: ReactNode }) => {
  const language = useLanguageFromUrl();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(switchLanguage(location, language === 'en' ? 'fr' : 'en'))}>{SWITCH_LANGUAGE}</button>
      {children}
    </>
  );
};
