import { listItems } from '@kingside/engine';
import type { Locale } from '@kingside/contract';
import type { Message } from '../core/languages/message.js';
import { say } from '../core/languages/say.js';
import { intlLocale } from '../core/pdf/common.js';

/**
 * Names (or numbers) as the reader's language lists them: "A, B and C" (British English, no comma before "and"),
 * "A, B et C", "A وB وC"; or as a unit ("A, B, C").
 */
export function listed(locale: Locale, items: readonly (string | number)[], type: 'conjunction' | 'unit' = 'conjunction'): string {
  return new Intl.ListFormat(intlLocale(locale), { type }).format(items.map(String));
}

/**
 * A prize's words in the reader's language: the engine's explanations and reasons, with the lists in them (of names,
 * of places) listed as the language lists them. A string (written before, or typed by the organiser) reads as it is.
 */
export function sayPrize(locale: Locale, message: Message): string {
  if (typeof message === 'string') return message;
  const items = listItems(message);
  if (items)
    return listed(
      locale,
      items.map((item) => (typeof item === 'object' ? sayPrize(locale, item) : item)),
    );
  const values = Object.fromEntries(Object.entries(message.values).map(([name, value]) => [name, typeof value === 'object' ? sayPrize(locale, value) : value]));
  return say(locale, { text: message.text, values });
}
