import type { Locale } from '@comptoir/core';
import type { FlagSet } from '../../platform/flags.ts';
import { settingsFlags, type SettingsFlagKey } from '../../platform/flags-registry.ts';
import type { BrandRecord, ClientRecord } from './repo.ts';

/** Spec §3 Client details (ids are the database's UUIDs). */
export const toClient = (client: ClientRecord) => ({
  clientId: client.id,
  clientNo: client.clientNo,
  clientGroupType: client.clientGroupType,
  typeCatalog: client.typeCatalog,
  customerType: client.customerType,
  divisionCode: client.divisionCode,
  warehouseNo: client.warehouseNo,
  marketSegment: client.marketSegment || null,
  sicCode: client.sicCode || null,
  excludeDropship: client.excludeDropship,
  canReceivePromotions: client.canReceivePromotions,
  creditCardMandatoryType: client.creditCardMandatoryType,
  suspendedDateFrom: client.suspendedDateFrom,
  suspendedDateUntil: client.suspendedDateUntil,
  province: client.province,
  minimumOrderAmount: client.minimumOrderAmount,
});

const pick = (locale: Locale, en: string, fr: string) => (locale === 'fr-CA' ? fr : en);

/** Spec §3 Branding settings; the default brand's texts come from the client's own record. */
export const toBranding = (client: ClientRecord, brand: BrandRecord | null, locale: Locale) => ({
  brand: brand?.key ?? 'default',
  logoFilename: brand?.logoFilename ?? null,
  logoText: brand?.logoText ?? null,
  primaryColor: brand?.primaryColor ?? null,
  brandingShortName: brand?.shortName ?? null,
  copyrightText: brand ? pick(locale, brand.copyrightEn, brand.copyrightFr) : null,
  contactEmailLabel: brand ? pick(locale, brand.contactEmailLabelEn, brand.contactEmailLabelFr) : null,
  contactEmail: brand?.contactEmail ?? (client.salesRepEmail || null),
  salesRepEmail: client.salesRepEmail || null,
});

/** Spec §3 Settings flags: every boolean through the flag service (overrides apply), plus the branding values. */
export const toSettings = (client: ClientRecord, flags: FlagSet, branding: ReturnType<typeof toBranding>) => {
  const booleans = Object.fromEntries((Object.keys(settingsFlags) as SettingsFlagKey[]).map((key) => [key, flags[key].value]));
  return {
    ...booleans,
    brandedEmailType: client.settings.brandedEmailType,
    logoFilename: branding.logoFilename,
    brandingShortName: branding.brandingShortName,
    copyrightText: branding.copyrightText,
    contactEmailLabel: branding.contactEmailLabel,
  };
};
