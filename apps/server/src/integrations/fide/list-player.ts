/** The two layouts FIDE publishes its combined rating list in. */
export type FideListFormat = 'xml' | 'txt';

/** One time control's figures on the list. Unrated: rating null (the files write 0 or nothing). */
export interface FideRatingEntry {
  rating: number | null;
  games: number | null;
  k: number | null;
}

/** One player of the FIDE rating list, as the list gives it. */
export interface FideListPlayer {
  fideId: number;
  /** As FIDE spells it, usually "Surname, Given names". */
  name: string;
  /** Three-letter federation code (the XML calls it country). */
  federation: string | null;
  sex: 'M' | 'F' | null;
  title: string | null;
  womanTitle: string | null;
  /** Arbiter, trainer and organiser titles (IA, FA, FT, FST, IO…), listed comma-separated in the files. */
  otherTitles: string[];
  /** FIDE Online Arena title (AGM, AIM, AFM, ACM). */
  foaTitle: string | null;
  standard: FideRatingEntry;
  rapid: FideRatingEntry;
  blitz: FideRatingEntry;
  birthYear: number | null;
  /** The list's flag as written: i (inactive), w (woman), wi (both), or null. */
  flag: string | null;
}

export const isInactive = (player: Pick<FideListPlayer, 'flag'>): boolean => player.flag?.includes('i') ?? false;

/** A list that cannot be read as FIDE publishes it; the line is 1-based in the (unzipped) list file. */
export class FideListFormatError extends Error {
  readonly line: number;

  constructor(line: number, problem: string) {
    super(`line ${line}: ${problem}`);
    this.name = 'FideListFormatError';
    this.line = line;
  }
}
