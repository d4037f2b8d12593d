// The prizes' explanations as data (../words.ts): every sentence an English ICU text with its values, kept
// with the award and said in the reader's language wherever it is shown. A list of names or places is data too, its
// items said and listed as the reader's language lists them ("A, B and C", "A, B et C").

import { words, type ExplanationValue, type ExplanationWords } from '../words.js';

/** Marks a list: never said as a text; its values are the items, in order. */
const LIST = '<list>';

export function listOf(items: readonly ExplanationValue[]): ExplanationWords {
  return { text: LIST, values: Object.fromEntries(items.map((item, i) => [String(i), item])) };
}

/** The items of a list (listOf), in order; null for any other words. */
export function listItems(value: ExplanationWords): ExplanationValue[] | null {
  return value.text === LIST ? Object.values(value.values) : null;
}

/** Clauses one after another ("…; …"), each said in the reader's language with the language's own separator. */
export function oneAfterAnother(first: ExplanationWords, ...rest: ExplanationWords[]): ExplanationWords {
  return rest.length === 0 ? first : words('{first}; {rest}', { first, rest: oneAfterAnother(rest[0], ...rest.slice(1)) });
}

/** The prize a player placed above holds, named where it explains why they were passed over. */
export const holdsWords = (name: string, place: number, category: string): ExplanationWords =>
  words('{name} holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}', { name, place, category });
