import { describe, expect, it } from 'vitest';
import { readLoginByIds } from './login-by-ids.ts';

const at = (url: string) => {
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  return readLoginByIds({ pathname, search, hash });
};

describe('login-by-ids parameters (spec §2.2)', () => {
  it('reads the buyer id, session id and postal code whatever their case, and keeps the path, the other parameters and the hash', () => {
    expect(at('/fr/shopping-cart?page=2&BuyerId=b-1&sessionid=tok%2Ben&PostalCode=H2X%201Y4&type=group#lines')).toEqual({
      ids: { buyerId: 'b-1', sessionId: 'tok+en', postalCode: 'H2X 1Y4' },
      address: '/fr/shopping-cart?page=2&type=group#lines',
    });
    expect(at('/en/?buyerId=b-1&sessionId=tok&postalCode=K1A0B1')).toEqual({ ids: { buyerId: 'b-1', sessionId: 'tok', postalCode: 'K1A0B1' }, address: '/en/' });
  });

  it('a link without a postal code (a buyer without a ship-to) or with only one id still signs in, and loses its parameters', () => {
    expect(at('/en?BUYERID=b-1&SESSIONID=tok')).toEqual({ ids: { buyerId: 'b-1', sessionId: 'tok', postalCode: '' }, address: '/en' });
    expect(at('/en?sessionId=tok&postalCode=H2X1Y4&preview=true')).toEqual({ ids: { buyerId: '', sessionId: 'tok', postalCode: 'H2X1Y4' }, address: '/en?preview=true' });
  });

  it('an address without a buyer id or session id is no link: nothing is read or removed', () => {
    expect(at('/en/browse-products/Search?q=stapler')).toBeNull();
    expect(at('/en/checkout?postalCode=H2X1Y4')).toBeNull();
    expect(at('/en?otherBuyerId=x')).toBeNull();
    expect(at('/en?buyerId=&sessionId=')).toBeNull();
  });

  it("a parameter named as an object's machinery (constructor, __proto__, toString) is kept in the address, not read as an id", () => {
    expect(at('/en/cart?buyerId=b-1&constructor=a&__proto__=b&toString=c&sessionId=tok')).toEqual({
      ids: { buyerId: 'b-1', sessionId: 'tok', postalCode: '' },
      address: '/en/cart?constructor=a&__proto__=b&toString=c',
    });
  });
});
