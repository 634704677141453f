import type { ClientSettings } from '../db/schema/index.ts';

/** Spec §9 Feature flags: on/off switches of the product (seeded by the fixtures with their defaults). */
export const featureFlagKeys = [
  'newPromotions',
  'quickAdd',
  'chatTools',
  'cmsHeader',
  'cmsNavbar',
  'cmsFooter',
  'strictPassword',
  'manageInvoices',
  'selfServiceAddressesOnCheckout',
  'specialDeliveryStepOnCheckout',
  'recommendations',
  'recentlyViewed',
] as const;
export type FeatureFlagKey = (typeof featureFlagKeys)[number];

type BooleanSettingKey = { [K in keyof ClientSettings]: ClientSettings[K] extends boolean ? K : never }[keyof ClientSettings];

/**
 * Spec §3 Settings flags: their client value lives in clients.settings (set with the account), and an
 * override in the flag store at any scope takes precedence. `adminEditable` false: an account's nature
 * (test, punch-out, checkout kind, PWGS) is set by the account team, never by the client's admin.
 */
export const settingsFlags = {
  showContractFirst: { adminEditable: true },
  showYourPriceFlag: { adminEditable: true },
  showContractCareOf: { adminEditable: true },
  showContractIcon: { adminEditable: true },
  showRestrictedItemsDefaultView: { adminEditable: true },
  enableShowHideOption: { adminEditable: true },
  showDropShipProduct: { adminEditable: true },
  showBestMatchFilter: { adminEditable: true },
  showCoreFilter: { adminEditable: true },
  enablePwgscheckout: { adminEditable: false },
  mergeProductInBasketFlag: { adminEditable: true },
  useB2bcartResponse: { adminEditable: false },
  enableContractProductTotalBreakdown: { adminEditable: true },
  isUsingInternalCheckout: { adminEditable: false },
  enableRecommendationProduct: { adminEditable: true },
  enableRecentlyViewedFooter: { adminEditable: true },
  showAccountSearchLink: { adminEditable: true },
  enableShipToSelection: { adminEditable: true },
  enableWebAnalyticsInstrumentation: { adminEditable: true },
  enableErrorReporting: { adminEditable: true },
  isTestAccountFlag: { adminEditable: false },
  isPunchOutEnable: { adminEditable: false },
} as const satisfies Record<BooleanSettingKey, { adminEditable: boolean }>;
export type SettingsFlagKey = keyof typeof settingsFlags;

export type FlagKey = FeatureFlagKey | SettingsFlagKey;
export const flagKeys: readonly FlagKey[] = [...featureFlagKeys, ...(Object.keys(settingsFlags) as SettingsFlagKey[])];

export const isFlagKey = (value: string): value is FlagKey => (flagKeys as readonly string[]).includes(value);
export const isSettingsFlag = (key: FlagKey): key is SettingsFlagKey => Object.hasOwn(settingsFlags, key);

/** A client's admin may change feature flags and the display settings, not the account's nature. */
export const isAdminEditable = (key: FlagKey): boolean => !isSettingsFlag(key) || settingsFlags[key].adminEditable;
