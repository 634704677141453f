import { describe, expect, it } from 'vitest';
import { href, languageOfPath, preferredLanguage, switchLanguage } from './paths.ts';

describe('admin paths', () => {
  it('builds router paths under the language prefix', () => {
    expect(href('fr', 'status')).toBe('/fr/status');
    expect(languageOfPath('/en/status')).toBe('en');
    expect(languageOfPath('/status')).toBeUndefined();
  });

  it('switches language on the same screen', () => {
    expect(switchLanguage({ pathname: '/en/status', search: '?x=1', hash: '' }, 'fr')).toBe('/fr/status?x=1');
  });

  it('picks the first English or French browser language, English otherwise', () => {
    expect(preferredLanguage(['fr-CA', 'en'])).toBe('fr');
    expect(preferredLanguage(['de-DE', 'fr'])).toBe('fr');
    expect(preferredLanguage(['en-US', 'fr'])).toBe('en');
    expect(preferredLanguage(['de-DE'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
