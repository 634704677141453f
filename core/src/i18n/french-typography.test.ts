import { describe, expect, it } from 'vitest';
import { frenchTypographyProblems } from './french-typography.ts';

describe('French typography', () => {
  it('asks a no-break space before : ; ? ! and inside « »', () => {
    expect(frenchTypographyProblems('Besoin d’aide\u00a0? Écrivez-nous.')).toEqual([]);
    expect(frenchTypographyProblems('Résultats pour «\u00a0agrafeuse\u00a0»')).toEqual([]);
    expect(frenchTypographyProblems('Besoin d’aide? Écrivez-nous.')).toEqual(['punctuation']);
    expect(frenchTypographyProblems('Motif du refus : trop cher')).toEqual(['punctuation']);
    expect(frenchTypographyProblems('Résultats pour « agrafeuse »')).toEqual(['guillemets']);
    expect(frenchTypographyProblems('En-tête Content-Type: application/json')).toEqual([]);
    expect(frenchTypographyProblems('https://exemple.ca')).toEqual([]);
  });

  it('asks the typographic apostrophe ’, not the straight one', () => {
    expect(frenchTypographyProblems('Cartouche d’encre noire')).toEqual([]);
    expect(frenchTypographyProblems("Cartouche d'encre noire")).toEqual(['apostrophe']);
    expect(frenchTypographyProblems("Besoin d'aide? L'équipe répond.")).toEqual(['punctuation', 'apostrophe']);
  });
});
