import { FideListFormatError, type FideListPlayer, type FideRatingEntry } from './list-player.js';

/**
 * The list's fields under their XML element names; the TXT columns map onto the same names,
 * so both layouts share one validation.
 */
export const fieldNames = [
  'fideid',
  'name',
  'country',
  'sex',
  'title',
  'w_title',
  'o_title',
  'foa_title',
  'rating',
  'games',
  'k',
  'rapid_rating',
  'rapid_games',
  'rapid_k',
  'blitz_rating',
  'blitz_games',
  'blitz_k',
  'birthday',
  'flag',
] as const;
export type FieldName = (typeof fieldNames)[number];
export type RawFields = Partial<Record<FieldName, string>>;

const fieldLabels: Record<FieldName, string> = {
  fideid: 'FIDE id',
  name: 'name',
  country: 'federation',
  sex: 'sex',
  title: 'title',
  w_title: 'woman title',
  o_title: 'other titles',
  foa_title: 'FOA title',
  rating: 'standard rating',
  games: 'standard games',
  k: 'standard K-factor',
  rapid_rating: 'rapid rating',
  rapid_games: 'rapid games',
  rapid_k: 'rapid K-factor',
  blitz_rating: 'blitz rating',
  blitz_games: 'blitz games',
  blitz_k: 'blitz K-factor',
  birthday: 'birth year',
  flag: 'flag',
};

const isFieldName = new Set<string>(fieldNames);
export const asFieldName = (name: string): FieldName | null => (isFieldName.has(name) ? (name as FieldName) : null);

const digits = /^\d+$/;
const maxInt = 2_147_483_647;

/** Builds a validated player from one record's raw field texts; `lineOf` names where a bad field sits. */
export function toPlayer(raw: RawFields, lineOf: (field: FieldName) => number): FideListPlayer {
  const text = (field: FieldName): string => (raw[field] ?? '').trim();
  const fail = (field: FieldName, problem: string): never => {
    throw new FideListFormatError(lineOf(field), `${fieldLabels[field]} ${problem}`);
  };
  const optionalNumber = (field: FieldName, max = 32_767): number | null => {
    const value = text(field);
    if (value === '') return null;
    if (!digits.test(value)) return fail(field, `'${value}' is not a number`);
    const n = Number(value);
    if (n > max) return fail(field, `${value} is out of range`);
    return n;
  };
  const optionalText = (field: FieldName): string | null => {
    const value = text(field);
    return value === '' ? null : value;
  };
  // The files write 0 for "no rating" and "no K-factor"; games played stay as given (0 is a count).
  const entry = (rating: FieldName, games: FieldName, k: FieldName): FideRatingEntry => ({
    rating: optionalNumber(rating) || null,
    games: optionalNumber(games),
    k: optionalNumber(k) || null,
  });

  const idText = text('fideid');
  if (idText === '') fail('fideid', 'is missing');
  const fideId = optionalNumber('fideid', maxInt) as number;
  if (fideId === 0) fail('fideid', 'is 0');

  const federation = text('country').toUpperCase();
  if (federation !== '' && !/^[A-Z]{3}$/.test(federation)) fail('country', `'${federation}' is not a three-letter code`);

  const sex = text('sex').toUpperCase();
  if (sex !== '' && sex !== 'M' && sex !== 'F') fail('sex', `'${sex}' is neither M nor F`);

  // Some lists write the full date of birth; the year is what the list is about.
  const birthday = text('birthday');
  const birthYearText = /^\d{4}-\d\d-\d\d$/.test(birthday) ? birthday.slice(0, 4) : birthday;
  if (birthYearText !== '' && !digits.test(birthYearText)) fail('birthday', `'${birthday}' is not a year`);
  const birthYear = birthYearText === '' ? null : Number(birthYearText) || null;

  const flag = text('flag').toLowerCase();
  if (flag !== '' && !/^[a-z]{1,3}$/.test(flag)) fail('flag', `'${flag}' is not a list flag`);

  return {
    fideId,
    name: text('name').replace(/\s+/g, ' '),
    federation: federation === '' ? null : federation,
    sex: sex === '' ? null : (sex as 'M' | 'F'),
    title: optionalText('title')?.toUpperCase() ?? null,
    womanTitle: optionalText('w_title')?.toUpperCase() ?? null,
    otherTitles: text('o_title')
      .split(',')
      .map((t) => t.trim().toUpperCase())
      .filter((t) => t !== ''),
    foaTitle: optionalText('foa_title')?.toUpperCase() ?? null,
    standard: entry('rating', 'games', 'k'),
    rapid: entry('rapid_rating', 'rapid_games', 'rapid_k'),
    blitz: entry('blitz_rating', 'blitz_games', 'blitz_k'),
    birthYear,
    flag: flag === '' ? null : flag,
  };
}

/** The inverse of toPlayer, for writers: every field as the files write it (unrated as empty). */
export function toRawFields(p: FideListPlayer): Record<FieldName, string> {
  const n = (v: number | null): string => (v === null ? '' : String(v));
  return {
    fideid: String(p.fideId),
    name: p.name,
    country: p.federation ?? '',
    sex: p.sex ?? '',
    title: p.title ?? '',
    w_title: p.womanTitle ?? '',
    o_title: p.otherTitles.join(','),
    foa_title: p.foaTitle ?? '',
    rating: n(p.standard.rating),
    games: n(p.standard.games),
    k: n(p.standard.k),
    rapid_rating: n(p.rapid.rating),
    rapid_games: n(p.rapid.games),
    rapid_k: n(p.rapid.k),
    blitz_rating: n(p.blitz.rating),
    blitz_games: n(p.blitz.games),
    blitz_k: n(p.blitz.k),
    birthday: n(p.birthYear),
    flag: p.flag ?? '',
  };
}
