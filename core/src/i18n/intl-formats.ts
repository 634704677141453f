/**
 * Intl formatters are immutable and costly to build (tens of microseconds each, more than the formatting):
 * one is kept per locale and option set, so pricing a 30-line cart does not build hundreds of them.
 */
const kept = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>();

const once = <T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>(key: string, build: () => T): T => {
  const found = kept.get(key) as T | undefined;
  if (found) return found;
  const made = build();
  kept.set(key, made);
  return made;
};

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  once(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const pluralRules = (locale: string): Intl.PluralRules => once(`plural|${locale}`, () => new Intl.PluralRules(locale));
