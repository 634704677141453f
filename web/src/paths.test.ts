import { describe, expect, it } from 'vitest';
import { href, hrefWith, languageOfPath, localise, orderSearchHref, productHref, safeReturnPath, signInHref, switchLanguage, withLanguagePrefix } from './paths.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('paths', () => {
  it('builds screen URLs under the language prefix', () => {
    expect(href('en', 'home')).toBe('/en');
    expect(href('fr', 'signIn')).toBe('/fr/api/login');
  });

  it('builds listing, product and compare URLs with their query, leaving out empty values', () => {
    expect(hrefWith('en', 'search', { q: 'stapler', page: 2, sort: undefined })).toBe('/en/browse-products/Search?q=stapler&page=2');
    expect(hrefWith('fr', 'category', {})).toBe('/fr/browse-products/Category');
    expect(productHref('fr', 'AB 12')).toBe('/fr/product-detail/product?code=AB+12');
    expect(href('en', 'compare')).toBe('/en/compare-products');
  });

  it('builds the dashboard and the submitted orders found by a search', () => {
    expect(href('fr', 'dashboard')).toBe('/fr/dashboard');
    expect(orderSearchHref('en', 'EW 12')).toBe('/en/orders/summaries/1?searchText=EW+12');
    expect(orderSearchHref('fr', null)).toBe('/fr/orders/summaries/1');
  });

  it('sign-in keeps the return path, and only pages of this storefront are ever returned to', () => {
    expect(signInHref('fr', '/fr/orders/find-your-order?number=EW12')).toBe('/fr/api/login?returnUrl=%2Ffr%2Forders%2Ffind-your-order%3Fnumber%3DEW12');
    for (const path of ['/en', '/fr/orders/find-your-order', '/en/orders/submitted?id=4', '/fr#top']) expect(safeReturnPath(path)).toBe(path);
    for (const path of ['https://evil.example/en', '//evil.example/en', '/en//evil.example', '/en/\\evil.example', '/\\evil.example', '/english', '/de/x', 'en/orders', '', null, undefined]) {
      expect(safeReturnPath(path)).toBeNull();
    }
  });

  it('places server paths under the prefix', () => {
    expect(localise('fr', '/browse-products/Category?q=paper')).toBe('/fr/browse-products/Category?q=paper');
    expect(localise('en', 'checkout')).toBe('/en/checkout');
  });

  it('reads the language from the prefix only', () => {
    expect(languageOfPath('/fr/checkout')).toBe('fr');
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/french')).toBeUndefined();
    expect(languageOfPath('/')).toBeUndefined();
  });

  it('swaps the prefix and keeps the page, query and hash', () => {
    expect(switchLanguage(at('/en/shopping-cart', '?redirectBy=quickAdd', '#top'), 'fr')).toBe('/fr/shopping-cart?redirectBy=quickAdd#top');
    expect(switchLanguage(at('/fr'), 'en')).toBe('/en');
    expect(switchLanguage(at('/fr/'), 'en')).toBe('/en');
    expect(switchLanguage(at('/checkout'), 'fr')).toBe('/fr/checkout');
  });

  it('the sign-in page in the other language brings the buyer back to the page they asked for in that language too', () => {
    expect(switchLanguage(at('/en/api/login', '?returnUrl=%2Fen%2Fdashboard'), 'fr')).toBe('/fr/api/login?returnUrl=%2Ffr%2Fdashboard');
    expect(switchLanguage(at('/fr/api/login', '?returnUrl=%2Ffr%2Forders%2Fsubmitted%3Fid%3D12'), 'en')).toBe('/en/api/login?returnUrl=%2Fen%2Forders%2Fsubmitted%3Fid%3D12');
    expect(switchLanguage(at('/en/api/login', '?returnUrl=%2Fen'), 'fr')).toBe('/fr/api/login?returnUrl=%2Ffr');
    // Anything but a page of the storefront is left as it came (the sign-in page refuses it anyway).
    expect(switchLanguage(at('/en/api/login', '?returnUrl=https%3A%2F%2Fevil.example%2Fen'), 'fr')).toBe('/fr/api/login?returnUrl=https%3A%2F%2Fevil.example%2Fen');
  });

  it('gives an unprefixed location its language typed in capitals, else English, keeping the page, query and hash', () => {
    expect(withLanguagePrefix(at('/FR/shopping-cart', '?q=1', '#top'))).toBe('/fr/shopping-cart?q=1#top');
    expect(withLanguagePrefix(at('/En'))).toBe('/en');
    expect(withLanguagePrefix(at('/french/cart'))).toBe('/en/french/cart');
    expect(withLanguagePrefix(at('/'))).toBe('/en');
  });
});
