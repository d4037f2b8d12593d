// The engine's shared vocabulary: a tournament as plain data, the way the
// FIDE Tournament Report File (TRF) records it. Every part of the engine
// (TRF, pairing systems, tie-breaks, ratings, prizes) reads and writes these
// shapes; nothing here knows about the server, a database or the network.

/** White or black. */
export type Colour = 'w' | 'b';

/**
 * What one round's column of a player's 001 line says about the game.
 * Played games: `1` win, `=` draw, `0` loss; `W`/`D`/`L` the same but not
 * rated. Forfeits: `+` won, `-` lost (with an opponent: a forfeited game;
 * without one: an absence). Byes without an opponent: `H` half-point bye,
 * `F` full-point bye, `U` pairing-allocated bye, `Z` zero-point bye.
 * A blank result is a game paired but not yet played; without an opponent,
 * a round nothing is recorded for (worth no points, not an absence).
 */
export type ResultCode = '1' | '=' | '0' | 'W' | 'D' | 'L' | '+' | '-' | 'H' | 'F' | 'U' | 'Z' | ' ';

/** One round of one player. `opponent` is a start number, or null for none. */
export interface RoundEntry {
  opponent: number | null;
  colour: Colour | null;
  result: ResultCode;
}

/** One player of the tournament (a TRF 001 line). */
export interface Player {
  /** Start number / pairing number (TPN), from 1. */
  startNumber: number;
  name: string;
  /** `m`, `w` or '' when not given. */
  sex: string;
  /** FIDE title code (`g`, `m`, `f`, `c`, `wg`, …) or ''. */
  title: string;
  /** The rating the tournament uses, 0 when unrated. */
  rating: number;
  federation: string;
  /** FIDE id, or '' when none. */
  fideId: string;
  /** As written in the file: `YYYY/MM/DD`, `YYYY`, or ''. */
  birthDate: string;
  /** Points as the file states them (may disagree with the rounds). */
  points: number;
  /** Rank as the file states it, 0 when not given. */
  rank: number;
  /** Index r holds round r + 1. */
  rounds: RoundEntry[];
}

/** Points awarded per kind of outcome. */
export interface PointSystem {
  win: number;
  draw: number;
  loss: number;
  /** Won by forfeit (`+`). */
  forfeitWin: number;
  /** Lost by forfeit or absent (`-`). */
  forfeitLoss: number;
  /** Pairing-allocated bye (`U`). */
  pairingAllocatedBye: number;
  /** Half-point bye requested by the player (`H`). */
  halfPointBye: number;
  /** Full-point bye (`F`). */
  fullPointBye: number;
  /** Zero-point bye (`Z`). */
  zeroPointBye: number;
  /**
   * Points for a result not yet known, e.g. an adjourned game (TRF-2026 162
   * code `X`); absent when the file does not state it.
   */
  unknownResult?: number;
}

export const STANDARD_POINTS: PointSystem = {
  win: 1,
  draw: 0.5,
  loss: 0,
  forfeitWin: 1,
  forfeitLoss: 0,
  pairingAllocatedBye: 1,
  halfPointBye: 0.5,
  fullPointBye: 1,
  zeroPointBye: 0,
};

/** A pair of start numbers that must not meet. */
export type ForbiddenPair = readonly [number, number];

/**
 * Players none of whom may meet each other in rounds firstRound..lastRound
 * (a TRF-2026 260 record limited to some rounds).
 */
export interface ForbiddenPairsInRounds {
  firstRound: number;
  lastRound: number;
  players: number[];
}

/** Virtual points added for pairing purposes (acceleration), per player and round. */
export interface Acceleration {
  startNumber: number;
  /** Index r holds the points added in round r + 1. */
  points: number[];
}

/**
 * A line of the file the engine does not interpret, kept for writing back:
 * `code` is its first three characters, `text` what follows the space after it.
 */
export interface KeptLine {
  code: string;
  text: string;
}

export interface Tournament {
  name: string;
  city: string;
  federation: string;
  startDate: string;
  endDate: string;
  chiefArbiter: string;
  deputyArbiters: string[];
  timeControl: string;
  /** TRF-2026 132: each round's date as YY/MM/DD (index r: round r + 1; '' for a round without one); absent: none given. */
  roundDates?: string[];
  /**
   * The type of tournament as stated in 092, e.g. `Individual: Swiss-System`
   * (the pairing programs also write the encoded type here: `FIDE_DUTCH_2025`).
   */
  tournamentType: string;
  /** The encoded type of tournament of TRF-2026 192 (e.g. `FIDE_DUTCH_2025`), when given. */
  encodedTournamentType?: string;
  /** Total number of rounds planned (TRF-2026 142, TRF(x) XXR); 0 if unknown. */
  totalRounds: number;
  /** Colour of the top seed in round 1 (XXC white1/black1); null if not given. */
  initialColour: Colour | null;
  /**
   * TRF(x) `XXC rank`: the order of the player lines, not the start numbers,
   * is the pairing order (JaVaFo and bbpPairings read it so).
   */
  rankOrder?: boolean;
  pointSystem: PointSystem;
  /** In the order of the file's 001 lines. */
  players: Player[];
  /** Pairs that must not meet in any round (TRF(x) XXP; TRF-2026 260 over rounds 1..999). */
  forbiddenPairs: ForbiddenPair[];
  /** Pairs that must not meet in some rounds only (TRF-2026 260). */
  forbiddenPairsInRounds?: ForbiddenPairsInRounds[];
  accelerations: Acceleration[];
  /**
   * Lines kept verbatim (team lines, comments, unknown codes). The tournament
   * section's lines (codes `??2`) come first, in file order, then the others.
   */
  keptLines: KeptLine[];
  /**
   * The file's lines as the reader found them (in file order, blank lines and trailing blanks dropped), when the
   * tournament was read from a TRF. Writing it back copies from them every field and line whose value the
   * program did not change, byte for byte (see trf/carry.ts); absent for a tournament built another way.
   */
  sourceLines?: string[];
}

/** A tournament with nothing in it yet: what the TRF reader fills in, and what tests and generators start from. */
export function blankTournament(fields: Partial<Tournament> = {}): Tournament {
  return {
    name: '',
    city: '',
    federation: '',
    startDate: '',
    endDate: '',
    chiefArbiter: '',
    deputyArbiters: [],
    timeControl: '',
    tournamentType: '',
    totalRounds: 0,
    initialColour: null,
    pointSystem: { ...STANDARD_POINTS },
    players: [],
    forbiddenPairs: [],
    accelerations: [],
    keptLines: [],
    ...fields,
  };
}

/** A player known by start number and what `fields` gives; the rest blank, as a TRF line leaves what it omits. */
export function blankPlayer(startNumber: number, fields: Partial<Player> = {}): Player {
  return { startNumber, name: '', sex: '', title: '', rating: 0, federation: '', fideId: '', birthDate: '', points: 0, rank: 0, rounds: [], ...fields };
}
