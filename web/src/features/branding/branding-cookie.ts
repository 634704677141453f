import { isPartnerBrand, type BrandKey } from './brand-themes.ts';

const cookieName = 'branding';

/** The brand a visitor arrived with (?branding=…), kept for the visit so every page stays in it. */
export const storedBrand = (): BrandKey => {
  const value = document.cookie.split('; ').find((part) => part.startsWith(`${cookieName}=`))?.slice(cookieName.length + 1);
  return isPartnerBrand(value) ? value : 'default';
};

/** ?branding=<brand> chooses a partner storefront; ?branding=default (or any unknown name) goes back. */
export const rememberBrand = (requested: string | null): BrandKey => {
  if (requested === null) return storedBrand();
  const brand: BrandKey = isPartnerBrand(requested) ? requested : 'default';
  document.cookie = brand === 'default' ? `${cookieName}=; Path=/; Max-Age=0; SameSite=Lax` : `${cookieName}=${brand}; Path=/; SameSite=Lax`;
  return brand;
};
