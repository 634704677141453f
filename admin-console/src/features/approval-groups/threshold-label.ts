import { formatMoney, type Locale } from '@comptoir/core';
import { groupText } from '../../i18n/texts.ts';

/** A threshold as the list and the details show it: 'All orders' for 0, else the amount in the page's language. */
export const thresholdLabel = (cents: number, locale: Locale, t: (key: string) => string): string => (cents === 0 ? t(groupText.everyOrder) : formatMoney(cents, locale));
