import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from './readable-text.ts';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('readableTextOn', () => {
  it('always gives banner text WCAG AA contrast (4.5:1) on the colour the content chose', () => {
    fc.assert(fc.property(hex, (background) => {
      const text = readableTextOn(background);
      expect(text).not.toBeNull();
      expect(contrastRatio(background, text as string)).toBeGreaterThanOrEqual(4.5);
    }));
  });

  it('white on the dark brand colours, black on light ones; nothing for a malformed colour', () => {
    expect(readableTextOn('#1b4d89')).toBe('#ffffff');
    expect(readableTextOn('#F4E1D2')).toBe('#000000');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    for (const bad of ['red', '#fff', 'url(x)', '#1b4d89; color: red']) expect(readableTextOn(bad)).toBeNull();
  });
});
