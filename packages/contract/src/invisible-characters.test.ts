import { describe, expect, it } from 'vitest';
import { invisibleCharacterIn } from './invisible-characters.js';
import { textField } from './fields.js';
import { addPlayerBody } from './players.js';
import { createLichessTournamentBody } from './lichess.js';

const name = textField('Name', { max: 100, required: true });
const messageOf = (value: string) => {
  const parsed = name.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0].message;
};

// A bidi override or a zero-width character in a name was taken, and reached the standings, the TRF and the CSV.
describe('bidi-override and zero-width characters in names', () => {
  it.each([
    ['a right-to-left override', 'Anna\u202eKarenina', 'U+202E'],
    ['a left-to-right embedding', '\u202aAnna', 'U+202A'],
    ['a pop directional formatting', 'Anna\u202c', 'U+202C'],
    ['a first-strong isolate', 'Anna \u2068Smith\u2069', 'U+2068'],
    ['a right-to-left mark', 'Anna\u200f Smith', 'U+200F'],
    ['an Arabic letter mark', 'Anna\u061c', 'U+061C'],
    ['a zero-width space', 'An\u200bna', 'U+200B'],
    ['a word joiner', 'Anna\u2060Smith', 'U+2060'],
    ['a byte-order mark inside', 'An\ufeffna', 'U+FEFF'],
    ['a soft hyphen', 'Anna\u00adSmith', 'U+00AD'],
    ['a tag character', 'Anna\u{e0041}', 'U+E0041'],
    ['a Hangul filler', '\u3164', 'U+3164'],
    ['a braille blank', 'Anna\u2800', 'U+2800'],
    ['a combining grapheme joiner', 'An\u034fna', 'U+034F'],
    ['a zero-width joiner between Latin letters', 'Bob\u200dSmith', 'U+200D'],
    ['a zero-width non-joiner between Cyrillic letters', 'Ив\u200cан', 'U+200C'],
    ['a zero-width joiner at the start', '\u200dक्ष', 'U+200D'],
    ['a zero-width non-joiner at the end', 'علی\u200c', 'U+200C'],
    ['a zero-width joiner before a space', 'क्\u200d ष', 'U+200D'],
    ['a zero-width joiner between two scripts', 'क्\u200dع', 'U+200D'],
    ['two joiners in a row', 'क्\u200d\u200dष', 'U+200D'],
    ['a run of variation selectors (hidden data)', 'Open\ufe0f\ufe0f\ufe0f', 'U+FE0F'],
    ['a variation selector after nothing', '\ufe0fOpen', 'U+FE0F'],
  ])('refuses %s, naming the field and the character', (_, value, found) => {
    expect(invisibleCharacterIn(value)).toBe(found);
    expect(messageOf(value)).toBe(`Name must not contain invisible or direction-changing characters (it holds ${found})`);
  });

  it.each([
    ['Hindi', 'क्षत्रिय'],
    ['Hindi, a half form made with ZWJ after the virama', 'क्\u200dष'],
    ['Hindi, a conjunct stopped with ZWNJ after the virama', 'क्\u200cष'],
    ['Marathi', 'श्रीकृष्ण'],
    ['Bengali, a ZWNJ after the hasanta', 'ক্\u200cষ'],
    ['Malayalam, a chillu written with ZWJ', 'ന്\u200d'.concat('റ')],
    ['Sinhala, a yansaya with ZWJ', 'ශ්\u200dරී'],
    ['Persian, ZWNJ between the parts of a name', 'علی\u200cاکبر'],
    ['Persian, ZWNJ in a surname', 'مهر\u200cآیین'],
    ['Urdu', 'محمد عرفان'],
    ['Arabic with its vowel marks', 'مُحَمَّد'],
    ['Hebrew', 'בוריס גלפנד'],
    ['Vietnamese, decomposed', 'Nguye\u0302\u0303n'],
    ['Chinese', '王皓'],
    ['Japanese, an ideograph with its variation selector', '葛\u{e0100}飾'],
    ['an emoji in an event name', '♟\ufe0f Blitz Open'],
    ['Latin with accents', 'José Raúl Capablanca'],
  ])('takes %s', (_, value) => {
    expect(invisibleCharacterIn(value)).toBeUndefined();
    expect(name.parse(value)).toBe(value);
  });

  it('drops a byte-order mark at either end with the spaces trimmed there', () => {
    expect(name.parse('\ufeffAnna Smith\ufeff')).toBe('Anna Smith');
  });

  it('leaves multi-line texts (a brochure, a feedback) to their own rules: a right-to-left paragraph keeps its marks', () => {
    const paragraph = textField('The description', { max: 500, multiline: true });
    expect(paragraph.parse('مسابقه\u200f ۲۰۲۶\nسالن اصلی')).toBe('مسابقه\u200f ۲۰۲۶\nسالن اصلی');
  });

  it('refuses them in the name of a tournament made on lichess', () => {
    const parsed = createLichessTournamentBody.safeParse({ kind: 'arena', name: 'Blitz\u200b Open' });
    expect(parsed.error?.issues.find((issue) => issue.path[0] === 'name')?.message).toBe(
      'Name must not contain invisible or direction-changing characters (it holds U+200B)',
    );
  });

  it("refuses them in a player's every one-line field, as a spreadsheet's rows are read", () => {
    const parsed = addPlayerBody.safeParse({ name: 'Anna Smith', club: 'Chess\u202e Club' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['club'],
      message: 'Club must not contain invisible or direction-changing characters (it holds U+202E)',
    });
  });
});
