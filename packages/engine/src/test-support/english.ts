// The English a reader is shown of the engine's words (a pairing's explanation, a prize's reasons), so the tests read
// its sentences whole: the ICU text with its values put in (placeholders, plurals and ordinals with #, selects) and
// its lists listed, as the server says them in English.

import { listItems } from '../prizes/words.js';
import type { ExplanationValue, ExplanationWords } from '../words.js';

const cardinals = new Intl.PluralRules('en');
const ordinals = new Intl.PluralRules('en', { type: 'ordinal' });
const lists = new Intl.ListFormat('en-GB', { type: 'conjunction' });

export function english(said: ExplanationWords): string {
  const items = listItems(said);
  return items === null ? fill(said.text, said.values, undefined) : lists.format(items.map(valueText));
}

const valueText = (value: ExplanationValue) => (typeof value === 'object' ? english(value) : String(value));

function fill(text: string, values: ExplanationWords['values'], count: number | undefined): string {
  let said = '';
  for (let at = 0; at < text.length; at++) {
    if (text[at] === '{') {
      const end = closing(text, at);
      said += argument(text.slice(at + 1, end), values, count);
      at = end;
    } else said += text[at] === '#' && count !== undefined ? String(count) : text[at];
  }
  return said;
}

/** Where the brace opened at `open` closes. */
function closing(text: string, open: number): number {
  for (let at = open, depth = 0; at < text.length; at++) {
    if (text[at] === '{') depth++;
    else if (text[at] === '}' && --depth === 0) return at;
  }
  throw new Error(`Unbalanced braces in ${text}`);
}

function argument(inner: string, values: ExplanationWords['values'], count: number | undefined): string {
  const [name, kind] = inner.split(',', 2).map((part) => part.trim());
  if (!(name in values)) throw new Error(`No value for {${name}}`);
  const value = values[name];
  if (kind === undefined) return valueText(value);
  const options = new Map<string, string>();
  const choices = inner.slice(inner.indexOf(',', inner.indexOf(',') + 1) + 1);
  for (let at = 0, open = choices.indexOf('{'); open >= 0; open = choices.indexOf('{', at)) {
    const end = closing(choices, open);
    options.set(choices.slice(at, open).trim(), choices.slice(open + 1, end));
    at = end + 1;
  }
  const chosen = (key: string) => options.get(`=${valueText(value)}`) ?? options.get(key) ?? options.get('other') ?? '';
  if (kind === 'plural') return fill(chosen(cardinals.select(Number(value))), values, Number(value));
  if (kind === 'selectordinal') return fill(chosen(ordinals.select(Number(value))), values, Number(value));
  return fill(chosen(valueText(value)), values, count);
}
