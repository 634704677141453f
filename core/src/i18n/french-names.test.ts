import { describe, expect, it } from 'vitest';
import { flattenCatalogue, messages } from './messages.ts';

// The texts whose {name} is a person (an approval group's texts name the group, which agrees with 'le groupe').
const french = flattenCatalogue(messages['fr-CA']).filter(([key, text]) => text.includes('{name}') && /^admin\.(users\.|approvalGroups\.approver|signedInAs)/.test(key));

/**
 * A person's name fills {name}: Élise as well as Marc, Olivier as well as Chloé. A French text that makes the name the
 * subject of a past participle ('{name} a été créé') is wrong for one of them, and one that puts 'que' or 'de' before it
 * ('que {name}') is wrong before a vowel (qu’Élise, d’Olivier).
 */
describe('French texts about a named person read right whoever it is', () => {
  it('agree with a woman’s name as with a man’s: the name is never the subject of a participle', () => {
    const agreeing = /\{name\} (?:a été|est|n’est plus|sera) [^.:;,]*?\p{L}*(?:é|és)(?=[\s.,;:])/u;
    expect(french.filter(([, text]) => agreeing.test(text)).map(([key]) => key)).toEqual([]);
    expect(french.filter(([, text]) => /\{name\} (?:est|n’est plus) (?:l’|un |le )?approbateur\b|\{name\} \(désactivée?\)/u.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('never need an elision before the name (que, de, jusque)', () => {
    expect(french.filter(([, text]) => /\b(?:que|de|jusque) \{name\}/u.test(text)).map(([key]) => key)).toEqual([]);
  });
});
