/** Canadian provinces and territories by their two-letter postal abbreviations. */
export const provinces = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type Province = (typeof provinces)[number];

export const isProvince = (value: unknown): value is Province => typeof value === 'string' && provinces.includes(value as Province);

/** The first letter of a postal code gives the province (Canada Post's forward sortation areas); X is shared by NT and NU. */
const byFirstLetter: Readonly<Record<string, Province>> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON',
  R: 'MB', S: 'SK', T: 'AB', V: 'BC', X: 'NT', Y: 'YT',
};

/** The province of a postal code, or undefined when the first letter is not a Canadian one. X0A-X0C are Nunavut. */
export const provinceOfPostalCode = (postalCode: string): Province | undefined => {
  const code = postalCode.trim().toUpperCase();
  if (/^X0[ABC]/.test(code)) return 'NU';
  return byFirstLetter[code.charAt(0)];
};
