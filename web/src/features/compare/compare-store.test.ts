import { afterEach, describe, expect, it } from 'vitest';
import { clearCompared, COMPARE_MAX, removeCompared, toggleCompared } from './compare-store.ts';

const stored = () => JSON.parse(sessionStorage.getItem('comptoir.compare') ?? '[]') as { code: string }[];

afterEach(() => clearCompared());

describe('compare selection', () => {
  it('keeps up to 4 products, refuses a fifth, and toggles off', () => {
    for (let index = 0; index < COMPARE_MAX; index += 1) expect(toggleCompared({ code: `P${index}`, name: `Product ${index}` })).toBe(true);
    expect(toggleCompared({ code: 'P9', name: 'Fifth' })).toBe(false);
    expect(stored().map((item) => item.code)).toEqual(['P0', 'P1', 'P2', 'P3']);
    expect(toggleCompared({ code: 'P1', name: 'Product 1' })).toBe(true);
    removeCompared('P0');
    expect(stored().map((item) => item.code)).toEqual(['P2', 'P3']);
  });
});
