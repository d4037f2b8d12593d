// The team records of TRF-2026 (FIDE C.04 Annex 2), one line each, read into what they say. Team numbers are
// checked against the 310 records afterwards (team-read.ts), once every line is read. The columns are those the
// format gives; the readers of the other programs (bbpPairings' Sharly-Chess fork, FIDE TEC's TieBreakServer)
// read the same ones.
import type { Colour } from '../model.js';
import type { ForbiddenTeamPairs, MatchPointSystem, TeamAcceleration, TeamBye, TeamForfeit } from '../teams/model.js';
import { TrfError } from './error.js';
import { columns, parsePoints, parseWhole, tokens, type Line, type Token } from './read.js';

/** A team number as a record names it, with where it stands for the error that names it. */
export interface TeamRef {
  team: number;
  column: number;
}

/** What a 310 or 013 record says: the team and its members' start numbers, with their columns. */
export interface TeamRecord {
  line: Line;
  /** Null when the record gives none (013 always; a 310 with columns 5–7 blank): the team's place in the file. */
  pairingNumber: number | null;
  name: string;
  shortName: string;
  members: { startNumber: number; column: number }[];
}

function blankAt(line: Line, column: number, what = 'a blank between fields'): void {
  const c = columns(line, column, column);
  if (c !== ' ') throw new TrfError(line.number, column, what, c);
}

/** A field that may be blank: its value, or undefined. */
function optionalPoints(line: Line, from: number, to: number, what: string): number | undefined {
  const text = columns(line, from, to);
  return text.trim() === '' ? undefined : parsePoints(line, text, from, what);
}

/** Members' start numbers in board order: 4 columns each, 5 apart, from `first`; blank or 0 is an empty place. */
function members(line: Line, first: number): TeamRecord['members'] {
  const out: TeamRecord['members'] = [];
  for (let c = first; c - 1 <= line.text.length; c += 5) {
    if (c > first) blankAt(line, c - 1, 'a blank between start numbers');
    if (c > line.text.length) break;
    const text = columns(line, c, c + 3);
    if (text.trim() === '' || /^0+$/.test(text.trim())) continue;
    out.push({ startNumber: parseWhole(line, text, c, `a member's start number in columns ${c}-${c + 3}`, 1), column: c });
  }
  return out;
}

/**
 * TRF-2026 310: team pairing number (5–7), name (9–40), short name (42–46), then the team's strength (48–53),
 * match points (55–60), game points (62–67) and rank (69–71) as the writing program computed them, and the
 * members' start numbers in board order from column 74.
 */
export function read310(line: Line): TeamRecord {
  for (const c of [4, 8, 41, 47, 54, 61, 68, 72, 73]) blankAt(line, c);
  const number = columns(line, 5, 7);
  const pairingNumber = number.trim() === '' ? null : parseWhole(line, number, 5, 'a team pairing number from 1 in columns 5-7', 1);
  const strength = columns(line, 48, 53);
  if (strength.trim() !== '') parsePoints(line, strength, 48, "the team's strength (average rating) in columns 48-53");
  optionalPoints(line, 55, 60, 'match points such as 15.0 in columns 55-60');
  optionalPoints(line, 62, 67, 'game points such as 28.5 in columns 62-67');
  const rank = columns(line, 69, 71);
  if (rank.trim() !== '') parseWhole(line, rank, 69, 'a rank in columns 69-71');
  return {
    line,
    pairingNumber,
    name: columns(line, 9, 40).trim(),
    shortName: columns(line, 42, 46).trim(),
    members: members(line, 74),
  };
}

/** TRF16 013 (the team section before TRF-2026): name (5–36), then the members' start numbers from column 37. */
export function read013(line: Line): TeamRecord {
  blankAt(line, 4);
  return { line, pairingNumber: null, name: columns(line, 5, 36).trim(), shortName: '', members: members(line, 37) };
}

/**
 * TRF-2026 362: the match points of a team's win, draw and loss, `TW`, `TD`, `TL` each followed by its points
 * (`362 TW 2.0   TD 1.0   TL 0.0`, symbols from column 5, 9 columns apart). Read by words, as 162 is, so a
 * file that puts the points a column further (as bbpPairings' Sharly-Chess fork's test files do) reads the same;
 * a symbol left out keeps its value.
 */
export function read362(line: Line, into: MatchPointSystem): void {
  const words = tokens(line, 5);
  if (words.length === 0) throw new TrfError(line.number, 5, 'TW, TD or TL with its match points');
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const symbol = word.text.slice(0, 2).toUpperCase();
    const field = ({ TW: 'win', TD: 'draw', TL: 'loss' } as const)[symbol];
    if (field === undefined) throw new TrfError(line.number, word.column, 'TW, TD or TL', word.text);
    let value = { text: word.text.slice(2), column: word.column + 2 };
    if (value.text === '') {
      const next = words[++i];
      if (next === undefined) throw new TrfError(line.number, word.column + 2, `the match points for ${symbol}`);
      value = next;
    }
    into[field] = parsePoints(line, value.text, value.column, `the match points for ${symbol}, such as 2.0`);
  }
}

/** What a 320 record says: what the pairing-allocated bye is worth, and the team that had it in each round. */
export interface PabRecord {
  line: Line;
  matchPoints?: number;
  gamePoints?: number;
  /** Index r: round r + 1's team, or null where the record names none. */
  teams: (TeamRef | null)[];
}

/** TRF-2026 320: match points (5–8) and game points (10–13) of the pairing-allocated bye, then its team in each round from column 15, 4 columns apart. */
export function read320(line: Line): PabRecord {
  for (const c of [4, 9, 14]) if (c <= line.text.length) blankAt(line, c);
  const teams: (TeamRef | null)[] = [];
  for (let c = 15; c - 1 <= line.text.length; c += 4) {
    if (c > 15) blankAt(line, c - 1, 'a blank between team numbers');
    if (c > line.text.length) break;
    const text = columns(line, c, c + 2);
    teams.push(text.trim() === '' || /^0+$/.test(text.trim()) ? null : { team: parseWhole(line, text, c, 'a team pairing number', 1), column: c });
  }
  return {
    line,
    matchPoints: optionalPoints(line, 5, 8, 'match points such as 1.0 in columns 5-8'),
    gamePoints: optionalPoints(line, 10, 13, 'game points such as 2.0 in columns 10-13'),
    teams,
  };
}

/** The forfeit types of a 330 record: `+-`, `-+`, `--`, and the spellings TieBreakServer also reads. */
const FORFEIT_TYPES: Record<string, TeamForfeit['winner']> = {
  '+-': 'white',
  '10': 'white',
  WL: 'white',
  WZ: 'white',
  '-+': 'black',
  '01': 'black',
  LW: 'black',
  ZW: 'black',
  '--': 'none',
  '00': 'none',
  LL: 'none',
  ZZ: 'none',
};

/** TRF-2026 330: a match forfeited as a whole: type (5–6), round (8–10), the team with white on board 1 (12–14) and its opponent (16–18). */
export function read330(line: Line): { forfeit: TeamForfeit; white: TeamRef; black: TeamRef } {
  for (const c of [4, 7, 11, 15]) blankAt(line, c);
  const type = columns(line, 5, 6).toUpperCase();
  const winner = FORFEIT_TYPES[type];
  if (winner === undefined) throw new TrfError(line.number, 5, 'a forfeit type +-, -+ or -- in columns 5-6', columns(line, 5, 6));
  const round = parseWhole(line, columns(line, 8, 10), 8, 'a round number from 1 in columns 8-10', 1);
  const white = parseWhole(line, columns(line, 12, 14), 12, 'a team pairing number in columns 12-14', 1);
  const black = parseWhole(line, columns(line, 16, 18), 16, 'a team pairing number in columns 16-18', 1);
  if (white === black) throw new TrfError(line.number, 16, 'two different teams', String(black));
  if (line.text.length > 18) throw new TrfError(line.number, 19, 'the end of the record', line.text.slice(18));
  return { forfeit: { round, white, black, winner }, white: { team: white, column: 12 }, black: { team: black, column: 16 } };
}

/** TRF-2026 352: the colours of the boards of the team with white on board 1, one letter per board from column 5 (`352 WBWB`). */
export function read352(line: Line): Colour[] {
  const text = line.text.slice(4);
  if (text === '' || line.text[3] !== ' ') throw new TrfError(line.number, 5, 'the colours of the boards, such as WBWB');
  const colours: Colour[] = [];
  [...text].forEach((ch, i) => {
    const c = ch.toUpperCase();
    if (c !== 'W' && c !== 'B') throw new TrfError(line.number, 5 + i, 'W or B for each board', ch);
    colours.push(c === 'W' ? 'w' : 'b');
  });
  // C.04.6 art. 4: the team that has white is the one whose board-1 player has white.
  if (colours[0] !== 'w') throw new TrfError(line.number, 5, 'W for board 1 (the team with white has white on board 1)', text[0]);
  return colours;
}

/** TRF-2026 240 in a team event: a bye of kind F, H or Z, its round, and the teams that have it. */
export function read240(line: Line): { bye: Omit<TeamBye, 'team'>; teams: TeamRef[] } {
  const words = tokens(line, 5);
  const kind = words[0]?.text.toUpperCase();
  if (kind !== 'F' && kind !== 'H' && kind !== 'Z') throw new TrfError(line.number, 5, 'the kind of bye: F, H or Z', words[0]?.text ?? '');
  if (words.length < 3) throw new TrfError(line.number, line.text.length + 1, 'a round number and at least one team pairing number');
  const round = parseWhole(line, words[1].text, words[1].column, 'a round number from 1', 1);
  return { bye: { round, kind }, teams: words.slice(2).map((w) => teamToken(line, w)) };
}

function teamToken(line: Line, w: Token): TeamRef {
  return { team: parseWhole(line, w.text, w.column, 'a team pairing number', 1), column: w.column };
}

/**
 * TRF-2026 250 in a team event: fictitious match points (5–8) and game points (10–13), either may be blank, for
 * rounds 15–17 to 19–21 and teams 23–26 to 28–31.
 */
export function read250(line: Line): { acceleration: TeamAcceleration; first: TeamRef; last: TeamRef } {
  for (const c of [4, 9, 14, 18, 22, 27]) blankAt(line, c);
  const matchPoints = optionalPoints(line, 5, 8, 'match points such as 2.0 in columns 5-8') ?? 0;
  const gamePoints = optionalPoints(line, 10, 13, 'game points such as 2.0 in columns 10-13') ?? 0;
  const firstRound = parseWhole(line, columns(line, 15, 17), 15, 'the first round in columns 15-17', 1);
  const lastRound = parseWhole(line, columns(line, 19, 21), 19, `a last round from ${firstRound} in columns 19-21`, firstRound);
  const firstTeam = parseWhole(line, columns(line, 23, 26), 23, 'the first team in columns 23-26', 1);
  const lastTeam = parseWhole(line, columns(line, 28, 31), 28, `a last team from ${firstTeam} in columns 28-31`, firstTeam);
  if (line.text.length > 31) throw new TrfError(line.number, 32, 'the end of the record', line.text.slice(31));
  return {
    acceleration: { matchPoints, gamePoints, firstRound, lastRound, firstTeam, lastTeam },
    first: { team: firstTeam, column: 23 },
    last: { team: lastTeam, column: 28 },
  };
}

/** TRF-2026 260 in a team event: first and last round, then the teams none of whom may meet in them. */
export function read260(line: Line): { forbidden: Omit<ForbiddenTeamPairs, 'teams'>; teams: TeamRef[] } {
  const words = tokens(line, 5);
  if (words.length < 4) throw new TrfError(line.number, line.text.length + 1, 'first round, last round and at least two team pairing numbers');
  const firstRound = parseWhole(line, words[0].text, words[0].column, 'the first round number', 1);
  const lastRound = parseWhole(line, words[1].text, words[1].column, `a last round number from ${firstRound}`, firstRound);
  return { forbidden: { firstRound, lastRound }, teams: words.slice(2).map((w) => teamToken(line, w)) };
}

/** TRF16/TRF-2026 082: the number of teams. */
export function read082(line: Line): number {
  const words = tokens(line, 5);
  if (words.length !== 1) throw new TrfError(line.number, 5, 'the number of teams', line.text.slice(4));
  return parseWhole(line, words[0].text, words[0].column, 'the number of teams');
}
