import { describe, expect, it } from 'vitest';
import { typedCompounds, withCompounds } from './compound-words.ts';
import { parseKeyword } from './keyword-query.ts';

describe('two words names write as one', () => {
  it('offers each pair of typed words of letters, six letters or more together', () => {
    expect(typedCompounds(parseKeyword('blue card stock', 'en'))).toEqual(['bluecard', 'cardstock']);
    expect(typedCompounds(parseKeyword('web cam', 'en'))).toEqual(['webcam']);
    // Numbers, one letter and short joins are no compounds.
    expect(typedCompounds(parseKeyword('paper 8.5 x 11', 'en'))).toEqual([]);
    expect(typedCompounds(parseKeyword('in box', 'en'))).toEqual([]);
  });

  it('reads a pair the vocabulary knows as one word, and leaves the others as typed', () => {
    const kw = withCompounds(parseKeyword('blue card stock', 'en'), new Set(['cardstock']), 'en');
    expect(kw.words).toEqual(['cardstock']);
    expect(kw.colours).toEqual(['blue']);
    expect(withCompounds(parseKeyword('High-Lighter', 'en'), new Set(['highlighter']), 'en').words).toEqual(['HighLighter']);
    const unknown = parseKeyword('office chair', 'en');
    expect(withCompounds(unknown, new Set(['cardstock']), 'en')).toBe(unknown);
  });
});
