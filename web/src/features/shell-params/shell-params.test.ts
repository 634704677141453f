import { afterEach, describe, expect, it } from 'vitest';
import { readDataTest, readEwayOrder } from './shell-params.ts';

afterEach(() => {
  document.cookie = 'enableDataTest=; Path=/; Max-Age=0';
  sessionStorage.clear();
});

describe('shell parameters', () => {
  it('enableDataTest is kept in a cookie until switched off', () => {
    expect(readDataTest(new URLSearchParams(''))).toBe(false);
    expect(readDataTest(new URLSearchParams('enableDataTest=true'))).toBe(true);
    expect(document.cookie).toContain('enableDataTest=1');
    expect(readDataTest(new URLSearchParams('page=2'))).toBe(true);
    expect(readDataTest(new URLSearchParams('enableDataTest=false'))).toBe(false);
    expect(readDataTest(new URLSearchParams(''))).toBe(false);
  });

  it('ewayorderno and type are read, cleaned and kept for the visit', () => {
    expect(readEwayOrder(new URLSearchParams('ewayorderno=EW123, 456 ,bad!&type=group'))).toEqual({ orderNumbers: ['123', '456'], type: 'group' });
    expect(readEwayOrder(new URLSearchParams(''))).toEqual({ orderNumbers: ['123', '456'], type: 'group' });
    expect(readEwayOrder(new URLSearchParams('ewayorderno=789&type=unknown'))).toEqual({ orderNumbers: ['789'], type: null });
  });
});
