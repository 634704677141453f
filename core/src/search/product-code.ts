/**
 * A product code as the search matches it: its ASCII letters and digits, upper-cased. Buyers type 'HP-64XL' as
 * 'hp64xl', 'HP 64XL' or 'hp-64'; catalogues store 'P-225E15E4' or 'CF 410A'. Both sides go through this rule: the
 * database's `product_code_key(text)` (api migration 0017, which its index is built on) applies the same, so the two
 * are kept equal by a test on both drivers.
 */
export const productCodeKey = (code: string): string => code.replace(/[^A-Za-z0-9]+/g, '').toUpperCase();
