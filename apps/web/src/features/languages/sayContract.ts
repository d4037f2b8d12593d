import { i18n } from '@lingui/core';
import type { Words } from '@kingside/contract';

/**
 * A text of the contract (a result's meaning, a bye's name, a tie-break's rule…) in the language the app speaks: the
 * public part of each language's catalogue holds the contract's texts, keyed by the English text itself.
 */
export function sayContract(words: string | Words): string {
  if (typeof words === 'string') return i18n._(words);
  const values = Object.fromEntries(Object.entries(words.values).map(([name, value]) => [name, typeof value === 'object' ? sayContract(value) : value]));
  return i18n._(words.text, values);
}
