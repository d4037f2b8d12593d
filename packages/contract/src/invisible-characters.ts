import { sentence, term } from './words.js';

/**
 * Characters a name cannot show but that change what it shows or how it compares: the bidirectional controls
 * (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, U+200E/U+200F and U+061C marks), the zero-width
 * ones (U+200B–U+200D, U+2060, U+FEFF) and every other format character (Unicode's Cf: soft hyphen, invisible
 * operators, tags), the combining grapheme joiner, and the blank "letters" used to look empty (Hangul fillers,
 * the braille blank). An override written into a player's name turns "Anna" into what reads as another name in the
 * standings, a TRF and a spreadsheet, and two names that look alike stop being found as one.
 */
const invisible = /[\p{Cf}\u034f\u115f\u1160\u3164\uffa0\u2800]/u;

/**
 * ZWNJ (U+200C) and ZWJ (U+200D) are how these scripts are written, so they are kept between two letters (or a letter
 * and its marks) of one of them: after a virama they choose a half form or stop a conjunct in the Indic scripts
 * (क्‍ष, क्‌ष), and between letters they stop or force a join in the Arabic script (Persian علی‌اکبر), Syriac,
 * N'Ko and Mongolian, as in Myanmar and Khmer. Anywhere else — at either end, beside a space or punctuation, between
 * Latin, Cyrillic or CJK letters, between two scripts — they do nothing visible and are refused like the rest.
 */
const joiningScripts = [
  'Arabic',
  'Syriac',
  'Nko',
  'Mongolian',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Myanmar',
  'Khmer',
].map((script) => new RegExp(`^(?=[\\p{L}\\p{M}]$)\\p{scx=${script}}$`, 'u'));
const joiners = new Set(['\u200c', '\u200d']);

/**
 * Variation selectors pick one glyph of the character before them (the emoji form of ♟, a name's ideograph as its
 * family writes it): one after a visible character is kept; a run of them, or one after nothing, only carries hidden
 * data.
 */
const variationSelector = /^[\ufe00-\ufe0f\u{e0100}-\u{e01ef}]$/u;
const blank = /^\s$/u;

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** A zod check (`.superRefine(visibleOnly(label))`) refusing such a character in words naming the field and the character. */
export function visibleOnly(label: string) {
  return (text: string, context: { addIssue(issue: { code: 'custom'; message: string }): void }) => {
    const found = invisibleCharacterIn(text);
    if (found)
      context.addIssue({
        code: 'custom',
        message: sentence('{label} must not contain invisible or direction-changing characters (it holds {found})', { label: term(label), found }),
      });
  };
}

/** The first character of the text that is invisible or changes its direction, as U+XXXX; undefined when none is. */
export function invisibleCharacterIn(text: string): string | undefined {
  const characters = [...text];
  for (let i = 0; i < characters.length; i += 1) {
    const character = characters[i];
    const before = characters[i - 1];
    const after = characters[i + 1];
    if (joiners.has(character)) {
      const joins = before !== undefined && after !== undefined && joiningScripts.some((script) => script.test(before) && script.test(after));
      if (!joins) return codePoint(character);
    } else if (variationSelector.test(character)) {
      if (before === undefined || blank.test(before) || variationSelector.test(before) || invisible.test(before)) return codePoint(character);
    } else if (invisible.test(character)) {
      return codePoint(character);
    }
  }
  return undefined;
}
