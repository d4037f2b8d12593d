import { z } from 'zod';
import { visibleOnly } from './invisible-characters.js';
import { sentence, shown, term } from './words.js';

/** `T` with each of the fields `F` present: its value, or null where it was not given. */
export type UnsetAsNull<T, F extends PropertyKey> = Omit<T, F> & { [K in F]: Exclude<T[K & keyof T], undefined> | null };

/**
 * A body with each optional field present, null where it was not given: an edit sends null to clear what the
 * organiser emptied (an absent field would be left as it was), and a preview and the saved entry show "none" alike.
 */
export function unsetAsNull<T extends object, const F extends readonly PropertyKey[]>(body: T, fields: F): UnsetAsNull<T, F[number]> {
  const given = body as Record<PropertyKey, unknown>;
  const filled = { ...given };
  for (const field of fields) filled[field] = given[field] ?? null;
  return filled as UnsetAsNull<T, F[number]>;
}

/**
 * What no stored text may hold: C0 and C1 control characters (a line break turns one TRF record into two, a NUL
 * is refused by PostgreSQL), the Unicode line and paragraph separators, and a surrogate without its pair (it has
 * no UTF-8 encoding). Issue 12, defects 2 and 3.
 */
const unsafeInLine = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** The same, except the line breaks and tabs a multi-line text (a brochure's description) is typed with. */
const unsafeInParagraphs =
  /[\u0000-\u0008\u000b-\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** What no string of any request may hold, text field or not: PostgreSQL and UTF-8 cannot store it. */
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface TextFieldRules {
  max: number;
  /** Blank is refused with "<label> is required". */
  required?: boolean;
  /** Line breaks and tabs are allowed (never other control characters). */
  multiline?: boolean;
}

/**
 * Every text field of a request: trimmed, at most `max` characters, and free of control characters, so the
 * text prints, exports (TRF, PDF) and stores as typed; a one-line text also free of invisible and bidirectional
 * characters (a person's, a team's, a club's or an event's name among them). Messages name the field by its label.
 */
export function textField(label: string, { max, required = false, multiline = false }: TextFieldRules) {
  const field = { label: term(label) };
  const base = z.string({ error: required ? sentence('{label} is required', field) : sentence('{label} must be text', field) }).trim();
  const printable = (required ? base.min(1, sentence('{label} is required', field)) : base)
    .max(max, sentence('{label} must be at most {max} characters', { ...field, max }))
    .refine((text) => !(multiline ? unsafeInParagraphs : unsafeInLine).test(text), {
      message: multiline
        ? sentence('{label} must not contain control characters', field)
        : sentence('{label} must not contain line breaks or control characters', field),
    });
  // A one-line text is a name or a label that standings, TRF and CSV show as typed (invisible-characters.ts).
  return multiline ? printable : printable.superRefine(visibleOnly(label));
}

/**
 * Where in a parsed request (JSON, a query) a string or key holds what cannot be stored (a NUL, an unpaired
 * surrogate): its dotted path ('' for the whole value), or undefined when there is none.
 */
export function unstorableTextAt(value: unknown, at = ''): string | undefined {
  if (typeof value === 'string') return unstorable.test(value) ? at : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const path = at === '' ? key : `${at}.${key}`;
    if (unstorable.test(key)) return path;
    const found = unstorableTextAt(item, path);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Text stored before control characters were refused, with a space in place of each. */
export function controlCharactersAsSpaces(text: string): string {
  return text.replace(new RegExp(unsafeInLine.source, 'g'), ' ');
}

/** The most rounds a tournament may have (the tournament form's limit); a round number of a request is at most this. */
export const ROUNDS_MAX = 99;

/** The highest start (pairing) number and board number a request may give: TRF writes a start number in four digits. */
export const START_NUMBER_MAX = 9999;

const ROUND_NUMBER = 'Expected a round number';
const ROUNDS_FROM_1 = 'Rounds count from 1';
const AT_MOST_ROUNDS = sentence('At most {max} rounds', { max: ROUNDS_MAX });
const BOARD_NUMBER = 'Expected a board number';
const BOARDS_FROM_1 = 'Boards count from 1';
const AT_MOST_BOARDS = sentence('At most {max} boards', { max: START_NUMBER_MAX });

/** A round number of a request body: 1 to ROUNDS_MAX. */
export const roundNumberField = () => z.number({ error: ROUND_NUMBER }).int(ROUND_NUMBER).min(1, ROUNDS_FROM_1).max(ROUNDS_MAX, AT_MOST_ROUNDS);
/** A round number of a query or path, which comes as text. */
export const roundNumberParam = () => z.coerce.number({ error: ROUND_NUMBER }).int(ROUND_NUMBER).min(1, ROUNDS_FROM_1).max(ROUNDS_MAX, AT_MOST_ROUNDS);
/** A board number of a request body: 1 to START_NUMBER_MAX. */
export const boardNumberField = () => z.number({ error: BOARD_NUMBER }).int(BOARD_NUMBER).min(1, BOARDS_FROM_1).max(START_NUMBER_MAX, AT_MOST_BOARDS);
/** A board number of a query or path, which comes as text. */
export const boardNumberParam = () => z.coerce.number({ error: BOARD_NUMBER }).int(BOARD_NUMBER).min(1, BOARDS_FROM_1).max(START_NUMBER_MAX, AT_MOST_BOARDS);

/**
 * The largest value of PostgreSQL's `integer`: any other whole number a request gives and the database keeps or
 * compares with one (a result's version, a page) stays at or below it, or the query fails instead of the request.
 */
export const INTEGER_COLUMN_MAX = 2 ** 31 - 1;

/** The largest FIDE id a request may give: the database keeps them as 32-bit integers, and FIDE's have 9 digits at most. */
export const FIDE_ID_MAX = 2_000_000_000;

/** A FIDE id in a request: a whole number from 1 to FIDE_ID_MAX, refused in words naming the field by its label. */
export function fideIdField(label: string = shown('A FIDE id')) {
  const wholeNumber = sentence('{label} is a whole number from 1 to {max}', { label: term(label), max: FIDE_ID_MAX.toLocaleString('en-US') });
  return z.number({ error: wholeNumber }).int(wholeNumber).min(1, wholeNumber).max(FIDE_ID_MAX, wholeNumber);
}

/**
 * A create request's client token: a UUID the form makes for what it is about to create. Sent again (a double click,
 * the form sent again after Back), the request answers what the first one made instead of making it twice.
 */
export const clientToken = z.uuid({ error: 'Expected a UUID as the client token' });
