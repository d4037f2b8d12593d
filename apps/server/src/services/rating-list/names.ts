/**
 * One normalisation for names on the list and for search text, so the two always meet: lower case,
 * accents folded, letters without a decomposition spelled out (ß → ss, ł → l, ø → o), apostrophes
 * dropped (O'Brien → obrien), any other punctuation a word break.
 */

const spelledOut: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŀ: 'l',
  ĸ: 'k',
  ŋ: 'n',
  ſ: 's',
};
const unsplit = /[ßæœøłđðþıħŀĸŋſ]/g;

export function normaliseName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(unsplit, (letter) => spelledOut[letter])
    .replace(/['’`ʼ]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The stored form: " carlsen magnus ", so a word's start is LIKE '% carl%' and a whole word '% carl %'. */
export const searchWords = (name: string): string => ` ${normaliseName(name)} `;

/** The words of a search text, each at most once. */
export const queryWords = (query: string): string[] => [
  ...new Set(
    normaliseName(query)
      .split(' ')
      .filter((w) => w !== ''),
  ),
];
