import { useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LanguageSwitch } from '../features/language-switch/index.ts';
import { laterTexts } from '../i18n/later-texts.ts';
import { useLanguage, useLanguageFromUrl } from '../i18n/use-language.ts';

const Page = ({ children }: { children: ReactNode }) => {
  useLanguageFromUrl();
  // A later page (decision 044): the other language comes with its later texts.
  useEffect(() => void laterTexts().request(), []);
  return (
    <>
      <LanguageSwitch current={useLanguage()} />
      {children}
    </>
  );
};

/** A piece of a later page under the header's language switch: following it keeps the piece mounted, as the storefront's screens are. */
export const withLanguageSwitch = (children: ReactNode) => (
  <Routes>
    <Route path="*" element={<Page>{children}</Page>} />
  </Routes>
);
