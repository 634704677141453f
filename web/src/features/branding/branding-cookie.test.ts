import { afterEach, describe, expect, it } from 'vitest';
import { rememberBrand, storedBrand } from './branding-cookie.ts';

afterEach(() => { document.cookie = 'branding=; Path=/; Max-Age=0'; });

describe('branding parameter', () => {
  it('keeps a partner brand for the visit and goes back with default or an unknown name', () => {
    expect(storedBrand()).toBe('default');
    expect(rememberBrand('laurentide')).toBe('laurentide');
    expect(rememberBrand(null)).toBe('laurentide');
    expect(rememberBrand('nosuchbrand')).toBe('default');
    expect(storedBrand()).toBe('default');
  });
});
