import { afterEach, describe, expect, it } from 'vitest';
import { readDataTest, readEwayOrder, readLayoutPreview } from './shell-params.ts';

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

  it('preview and title are passed to the layout call as the URL gives them, never kept', () => {
    expect(readLayoutPreview(new URLSearchParams('preview=true&title=%20Fall%20preview%20'))).toEqual({ preview: true, title: 'Fall preview' });
    expect(readLayoutPreview(new URLSearchParams('preview=TRUE'))).toEqual({ preview: true, title: null });
    expect(readLayoutPreview(new URLSearchParams(''))).toEqual({ preview: false, title: null });
    expect(readLayoutPreview(new URLSearchParams(`preview=no&title=${'x'.repeat(121)}`))).toEqual({ preview: false, title: null });
  });
});
