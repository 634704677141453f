import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_NAME_MAX_LENGTH, TemplateNameSchema, templateNameProblem } from './templates.ts';

const hidden = fc.constantFrom('\u202e', '\u202d', '\u2066', '\u200b', '\u200e', '\ufeff', '\u0000', '\u00ad', '\u2028');
const readable = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9’'#&(),./-]{1,20}( [A-Za-zÀ-ÿ0-9’'#&(),./-]{1,20}){0,2}$/);

describe('an order template’s name', () => {
  it('names as buyers write them (accents, digits, punctuation, up to the maximum) are kept', () => {
    fc.assert(
      fc.property(readable, (name) => {
        expect(templateNameProblem(name)).toBeNull();
      }),
    );
    expect(templateNameProblem('Fournitures du mois – Côté Est')).toBeNull();
    expect(templateNameProblem('x'.repeat(TEMPLATE_NAME_MAX_LENGTH))).toBeNull();
  });

  it('an invisible or text-direction character anywhere inside is refused with its own message, by the form and the api alike', () => {
    fc.assert(
      fc.property(readable, hidden, fc.nat(), (name, character, at) => {
        const position = 1 + (at % name.length);
        const spoofed = name.slice(0, position) + character + name.slice(position) + 'x';
        expect(templateNameProblem(spoofed)).toBe('templates.nameHiddenCharacters');
        const parsed = TemplateNameSchema.safeParse(spoofed);
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues[0]).toMatchObject({ params: { outcome: 'templates.nameHiddenCharacters' } });
      }),
    );
  });

  it('blank and too long keep their messages', () => {
    expect(templateNameProblem('   ')).toBe('templates.nameRequired');
    expect(templateNameProblem('x'.repeat(TEMPLATE_NAME_MAX_LENGTH + 1))).toBe('templates.nameTooLong');
  });
});
