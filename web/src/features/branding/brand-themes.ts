/**
 * The partner storefronts (spec §1: four partner-branded variants). Their colours are design tokens in
 * brand-themes.css; the logo word is the brand's own (not translated), the texts come from the catalogue.
 */
export const partnerBrands = ['harbourline', 'maplebay', 'laurentide', 'prairiepro'] as const;
export type PartnerBrand = (typeof partnerBrands)[number];
export type BrandKey = PartnerBrand | 'default';

export const isPartnerBrand = (value: string | null | undefined): value is PartnerBrand => partnerBrands.includes(value as PartnerBrand);

export const logoTextOf: Readonly<Record<PartnerBrand, string>> = {
  harbourline: 'HARBOURLINE',
  maplebay: 'MapleBay',
  laurentide: 'LAURENTIDE',
  prairiepro: 'PrairiePro',
};
