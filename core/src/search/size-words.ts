/**
 * Sizes typed as one word that names write apart: a size across ('24x36', '3x3', '12x9x6', the '5x11' of '8.5x11') is
 * '24 in x 36 in' in names, a quantity and its unit ('500ml', '1To', '128gb', '2m', '9v') is '500 mL', '1 To', '128 GB'.
 * Typed whole, each was one word no name holds: 'sticky notes 3x3' and 'hand soap 500ml' answered by the fallbacks,
 * which say no exact match was found, and '128gb' found nothing.
 */
const across = /^\d+(?:x\d+)+$/i;
/** Digits, then one to three letters: a unit or a model's letters ('264xl'), which search also matches typed whole. */
const quantity = /^(\d+)(\p{L}{1,3})$/u;

/** The typed words with each size typed as one word set out as names write it ('24x36': '24', 'x', '36'). */
export function splitSizeWords(typed: readonly string[]): string[] {
  return typed.flatMap((word) => {
    if (across.test(word)) return word.toLowerCase().split('x').flatMap((number, index) => (index === 0 ? [number] : ['x', number]));
    const unit = quantity.exec(word);
    return unit ? [unit[1] as string, unit[2] as string] : [word];
  });
}
