import { createLaterTexts, type LaterTexts } from '@comptoir/core';
import type { i18n } from 'i18next';
import { getI18n } from 'react-i18next';

const records = new WeakMap<i18n, LaterTexts>();

/**
 * The later texts of the storefront's i18next instance (decision 044). `lazy` loads outside React, hence the
 * module-level instance: react-i18next's `getI18n()`, the one createI18n started last (main.tsx starts one per page
 * load, tests one per render), with a record of its own. Not the `i18n` of useTranslation: react-i18next hands out a
 * copy of the instance, made afresh at each language change, whose `language` stays the one it was made in.
 */
export const laterTexts = (): LaterTexts => {
  const instance = getI18n();
  const known = records.get(instance);
  if (known) return known;
  const created = createLaterTexts(instance);
  records.set(instance, created);
  return created;
};

/**
 * The code of a later page or piece (decision 044: every lazy import but the home page's and the toaster's), resolving
 * once the module and the later texts of the language shown are in, so it never renders a key. It wraps the `import()`
 * itself, so that a piece preloaded on hover brings its texts too.
 */
export const withLaterTexts =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    const [module] = await Promise.all([load(), laterTexts().request()]);
    return module;
  };
