/** A Canadian postal address as the storefront shows it. */
export interface PostalAddress {
  name: string;
  line1: string;
  line2?: string | null | undefined;
  city: string;
  province: string;
  postalCode: string;
}

/**
 * The address's lines as Canada Post writes them in English and in French: the name, the street lines (a suite
 * on its second line kept), then 'Québec QC  G1V 4M6' — the municipality, the province code, two spaces, the postal code.
 */
export const addressLines = (address: PostalAddress): string[] =>
  [address.name, address.line1, address.line2 ?? '', `${address.city} ${address.province}\u00a0\u00a0${address.postalCode}`].filter((line) => line.trim() !== '');
