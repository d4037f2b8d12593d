// The English a reader is shown of an explanation's words, so the tests read
// its sentences whole: the ICU text with its values put in (placeholders,
// plurals with #, selects), as the server's sayer fills it in English.

import type { ExplanationValue, ExplanationWords } from '../words.js';

const plurals = new Intl.PluralRules('en');

export function english({ text, values }: ExplanationWords): string {
  return fill(text, values, undefined);
}

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
  const value: ExplanationValue = values[name];
  if (kind === undefined) return typeof value === 'object' ? english(value) : String(value);
  if (typeof value === 'object') throw new Error(`{${name}, ${kind}} chooses by a number or a key, not by words`);
  const options = new Map<string, string>();
  const choices = inner.slice(inner.indexOf(',', inner.indexOf(',') + 1) + 1);
  for (let at = 0, open = choices.indexOf('{'); open >= 0; open = choices.indexOf('{', at)) {
    const end = closing(choices, open);
    options.set(choices.slice(at, open).trim(), choices.slice(open + 1, end));
    at = end + 1;
  }
  const chosen = (key: string) => options.get(key) ?? options.get('other') ?? '';
  if (kind === 'plural') return fill(options.get(`=${String(value)}`) ?? chosen(plurals.select(Number(value))), values, Number(value));
  return fill(chosen(String(value)), values, count);
}
