// Conventions shared by the reader and the writer.

/**
 * The last round a TRF-2026 260 record can name (three digits). A record from
 * round 1 to this round forbids the pair in every round, which is how the
 * writer states the TRF(x) XXP pairs in TRF-2026.
 */
export const ALL_ROUNDS = 999;

/**
 * FIDE title codes: TRF-2026 writes the title (GM, IM, …), TRF16 its letter
 * (g, m, …). The model keeps the TRF16 letter.
 */
export const TITLE_CODES: ReadonlyMap<string, string> = new Map([
  ['GM', 'g'],
  ['IM', 'm'],
  ['FM', 'f'],
  ['CM', 'c'],
  ['WGM', 'wg'],
  ['WIM', 'wm'],
  ['WFM', 'wf'],
  ['WCM', 'wc'],
  ['G', 'g'],
  ['M', 'm'],
  ['F', 'f'],
  ['C', 'c'],
  ['WG', 'wg'],
  ['WM', 'wm'],
  ['WF', 'wf'],
  ['WC', 'wc'],
]);

/** The TRF-2026 spelling of a model title letter. */
export const TITLE_NAMES: ReadonlyMap<string, string> = new Map([
  ['g', 'GM'],
  ['m', 'IM'],
  ['f', 'FM'],
  ['c', 'CM'],
  ['wg', 'WGM'],
  ['wm', 'WIM'],
  ['wf', 'WFM'],
  ['wc', 'WCM'],
]);
