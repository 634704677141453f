export { BrandLogo } from './brand-logo.tsx';
export { BrandFooter } from './brand-footer.tsx';
export { partnerBrands, isPartnerBrand, type BrandKey, type PartnerBrand } from './brand-themes.ts';
export { storedBrand } from './branding-cookie.ts';
export { fetchBranding } from './branding-api.ts';
