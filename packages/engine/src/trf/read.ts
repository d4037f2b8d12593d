import {
  blankTournament,
  type Acceleration,
  type Colour,
  type ForbiddenPair,
  type ForbiddenPairsInRounds,
  type KeptLine,
  type Player,
  type PointSystem,
  type ResultCode,
  type RoundEntry,
  type Tournament,
} from '../model.js';
import { decodeTrf } from './decode.js';
import { TrfError } from './error.js';
import { ALL_ROUNDS, TITLE_CODES } from './format.js';
import { isSectionCode } from './lines.js';
import { nextRound } from './rounds.js';
import { readRoundDates } from './round-dates.js';

/** A line of the file with its number (from 1), trailing blanks removed. */
export interface Line {
  number: number;
  text: string;
}

/** A whitespace-separated word of a line and the column (from 1) it starts at. */
export interface Token {
  text: string;
  column: number;
}

const RESULT_CODES = new Set<string>(['1', '=', '0', 'W', 'D', 'L', '+', '-', 'H', 'F', 'U', 'Z', ' ']);

/** The start column (from 1) of round 1 in a 001 line; each round takes 10 columns. */
const FIRST_ROUND_COLUMN = 92;

/** The words of a line from a column (from 1) on: the TRF(x) records and the list fields of TRF-2026 (FIDE C.04 Annex 2) are blank-separated. */
export function tokens(line: Line, fromColumn: number): Token[] {
  const out: Token[] = [];
  const re = /\S+/g;
  re.lastIndex = fromColumn - 1;
  for (let m = re.exec(line.text); m; m = re.exec(line.text)) out.push({ text: m[0], column: m.index + 1 });
  return out;
}

/** Columns from..to (from 1, inclusive) of a line, blanks included: the fixed columns of TRF-2026 records (FIDE C.04 Annex 2). */
export function columns(line: Line, from: number, to: number): string {
  return line.text.slice(from - 1, to).padEnd(to - from + 1, ' ');
}

/** A whole number field of a TRF-2026 record (start numbers, ratings, ranks, rounds; FIDE C.04 Annex 2). */
export function parseWhole(line: Line, text: string, column: number, what: string, min = 0): number {
  const t = text.trim();
  if (!/^\d+$/.test(t) || Number(t) < min) throw new TrfError(line.number, column, what, text);
  return Number(t);
}

/** A point value in the `11.5` notation of TRF-2026 (FIDE C.04 Annex 2; a decimal point, one or more decimals). */
export function parsePoints(line: Line, text: string, column: number, what: string): number {
  const t = text.trim();
  if (!/^\d+(\.\d+)?$/.test(t)) throw new TrfError(line.number, column, what, text);
  return Number(t);
}

/** The value of a TRF-2026 tournament-section record (012…122, 192): the text after the code, trimmed. */
function textField(line: Line): string {
  return line.text.slice(4).trim();
}

/**
 * A 001 record (TRF-2026 / TRF16 player section): fixed columns for the
 * player's data, then one 10-column block per round from column 92 holding
 * the opponent (92–95), the colour (97) and the result (99).
 */
function readPlayer(line: Line): Player {
  const at = (from: number, to: number) => columns(line, from, to);
  const startNumber = parseWhole(line, at(5, 8), 5, 'a start number from 1 to 9999 in columns 5-8', 1);
  const ratingText = at(49, 52).trim();
  const rating = ratingText === '' ? 0 : parseWhole(line, at(49, 52), 49, 'a rating in columns 49-52');
  const pointsText = at(81, 84).trim();
  const points = pointsText === '' ? 0 : parsePoints(line, at(81, 84), 81, 'points such as 11.5 in columns 81-84');
  const rankText = at(86, 89).trim();
  const rank = rankText === '' ? 0 : parseWhole(line, at(86, 89), 86, 'a rank in columns 86-89');
  for (const c of [9, 14, 48, 53, 57, 69, 80, 85, 90, 91]) {
    if (line.text.length >= c && line.text[c - 1] !== ' ') throw new TrfError(line.number, c, 'a blank between fields', line.text[c - 1]);
  }
  const title = at(11, 13).trim();
  const rounds: RoundEntry[] = [];
  for (let c = FIRST_ROUND_COLUMN; c <= line.text.length; c += 10) rounds.push(readRound(line, c, startNumber));
  return {
    startNumber,
    name: at(15, 47).trim(),
    sex: at(10, 10).trim(),
    title: TITLE_CODES.get(title.toUpperCase()) ?? title,
    rating,
    federation: at(54, 56).trim(),
    fideId: at(58, 68).trim(),
    birthDate: at(70, 79).trim(),
    points,
    rank,
    rounds,
  };
}

/** One round block of a TRF-2026 001 record (FIDE C.04 Annex 2: opponent, colour, result), starting at column c. */
function readRound(line: Line, c: number, self: number): RoundEntry {
  const at = (from: number, to: number) => columns(line, from, to);
  const idText = at(c, c + 3);
  let opponent: number | null = null;
  if (idText.trim() !== '' && !/^0+$/.test(idText.trim())) {
    opponent = parseWhole(line, idText, c, 'an opponent start number or 0000', 1);
    if (opponent === self) throw new TrfError(line.number, c, 'an opponent other than the player', idText);
  }
  for (const gap of [c + 4, c + 6, c + 8, c + 9]) {
    if (at(gap, gap) !== ' ') throw new TrfError(line.number, gap, 'a blank between the fields of a round', at(gap, gap));
  }
  const colourChar = at(c + 5, c + 5);
  let colour: Colour | null;
  if (colourChar === 'w' || colourChar === 'W') colour = 'w';
  else if (colourChar === 'b' || colourChar === 'B') colour = 'b';
  else if (colourChar === '-' || colourChar === ' ') colour = null;
  else throw new TrfError(line.number, c + 5, 'a colour: w, b or - (or blank)', colourChar);
  if (opponent === null && colour !== null) throw new TrfError(line.number, c + 5, "'-' as the colour of a round without an opponent", colourChar);
  const resultChar = at(c + 7, c + 7).toUpperCase();
  if (!RESULT_CODES.has(resultChar)) throw new TrfError(line.number, c + 7, 'a result: 1 = 0 W D L + - H F U Z or blank', at(c + 7, c + 7));
  return { opponent, colour, result: resultChar as ResultCode };
}

/** A 001 line already known to be well formed (one the reader accepted), parsed on its own: what its columns say. */
export function readPlayerRecord(text: string): Player {
  return readPlayer({ number: 0, text });
}

/** A line kept as it stands: its three-character code and what follows the blank after it. */
export function keptLine(text: string): KeptLine {
  return { code: text.slice(0, 3), text: text.length > 3 && text[3] === ' ' ? text.slice(4) : text.slice(3) };
}

/** A team tournament (TRF-2026 310 team records), where the 240, 250 and 260 records number teams, not players. */
export function isTeamTournament(lines: readonly string[]): boolean {
  return lines.some((l) => l.startsWith('310'));
}

/** What a 162 / XXS / BB? line sets, applied in file order onto the defaults. */
interface PointSystemState {
  points: PointSystem;
  /** The PAB value was given explicitly, so a later win value does not carry over to it. */
  pabGiven: boolean;
}

/**
 * TRF-2026 162: pairs of a result symbol (W D L A P X) and its points. W is
 * also what forfeit wins and full-point byes score, D what half-point byes
 * score, A both forfeit losses and zero-point byes; P (the pairing-allocated
 * bye) scores as W unless given.
 */
function readPointSystem162(line: Line, state: PointSystemState): void {
  const words = tokens(line, 5);
  let i = 0;
  while (i < words.length) {
    // Symbol and value may be written together ("W3.0") or apart ("W 3.0").
    const word = words[i];
    const symbol = word.text[0].toUpperCase();
    let valueText = word.text.slice(1);
    let valueColumn = word.column + 1;
    if (!'WDLAPX'.includes(symbol)) throw new TrfError(line.number, word.column, 'a result symbol: W, D, L, A, P or X', word.text[0]);
    if (valueText === '') {
      i++;
      if (i >= words.length) throw new TrfError(line.number, word.column + 1, `the points for ${symbol}`);
      valueText = words[i].text;
      valueColumn = words[i].column;
    }
    const value = parsePoints(line, valueText, valueColumn, `the points for ${symbol}, such as 1.0`);
    const p = state.points;
    switch (symbol) {
      case 'W':
        p.win = p.forfeitWin = p.fullPointBye = value;
        if (!state.pabGiven) p.pairingAllocatedBye = value;
        break;
      case 'D':
        p.draw = p.halfPointBye = value;
        break;
      case 'L':
        p.loss = value;
        break;
      case 'A':
        p.forfeitLoss = p.zeroPointBye = value;
        break;
      case 'P':
        p.pairingAllocatedBye = value;
        state.pabGiven = true;
        break;
      case 'X':
        p.unknownResult = value;
        break;
    }
    i++;
  }
}

/**
 * JaVaFo's TRF(x) XXS: `CODE=value` words. WW/BW win with white/black, WD/BD
 * draws, WL/BL losses, ZPB HPB FPB PAB the byes, FW/FL forfeits; W and D are
 * shorthands for all wins (and FPB) and all draws (and HPB).
 */
function readPointSystemXxs(line: Line, state: PointSystemState): void {
  const p = state.points;
  const byColour: Record<string, number> = {};
  for (const word of tokens(line, 5)) {
    const m = /^([A-Za-z]+)=(.*)$/.exec(word.text);
    if (!m) throw new TrfError(line.number, word.column, 'CODE=points, such as WW=1.0', word.text);
    const code = m[1].toUpperCase();
    const value = parsePoints(line, m[2], word.column + m[1].length + 1, `the points for ${code}, such as 1.0`);
    switch (code) {
      case 'W':
        byColour.WW = byColour.BW = p.win = p.forfeitWin = p.fullPointBye = value;
        if (!state.pabGiven) p.pairingAllocatedBye = value;
        break;
      case 'D':
        byColour.WD = byColour.BD = p.draw = p.halfPointBye = value;
        break;
      case 'WW':
      case 'BW':
      case 'WD':
      case 'BD':
      case 'WL':
      case 'BL':
        byColour[code] = value;
        break;
      case 'ZPB':
        p.zeroPointBye = value;
        break;
      case 'HPB':
        p.halfPointBye = value;
        break;
      case 'FPB':
        p.fullPointBye = value;
        break;
      case 'PAB':
        p.pairingAllocatedBye = value;
        state.pabGiven = true;
        break;
      case 'FW':
        p.forfeitWin = value;
        break;
      case 'FL':
        p.forfeitLoss = value;
        break;
      default:
        throw new TrfError(line.number, word.column, 'one of W D WW BW WD BD WL BL ZPB HPB FPB PAB FW FL', m[1]);
    }
  }
  // The model has one value per result, whatever the colour.
  for (const [white, black, field] of [
    ['WW', 'BW', 'win'],
    ['WD', 'BD', 'draw'],
    ['WL', 'BL', 'loss'],
  ] as const) {
    const w = byColour[white];
    const b = byColour[black];
    if (w !== undefined && b !== undefined && w !== b) throw new TrfError(line.number, 5, `${white} and ${black} to score the same`);
    const v = w ?? b;
    if (v !== undefined) {
      p[field] = v;
      if (field === 'win' && !state.pabGiven && byColour.W === undefined) p.pairingAllocatedBye = v;
    }
  }
}

/** Builds the tournament from the lines of a TRF (FIDE C.04 Annex 2 and the TRF(x) extensions), then checks what spans lines. */
class Reader {
  private readonly t: Tournament = blankTournament();
  private readonly points: PointSystemState = { points: this.t.pointSystem, pabGiven: false };
  private readonly playerLines = new Map<number, Line>();
  private readonly headerKept: KeptLine[] = [];
  private readonly otherKept: KeptLine[] = [];
  private readonly seen = new Set<string>();
  private readonly byes: { line: Line; result: 'H' | 'F' | 'Z'; round: number; players: Token[] }[] = [];
  private readonly absent: { line: Line; players: Token[] }[] = [];
  private readonly acceleration250: { line: Line; points: number; firstRound: number; lastRound: number; first: Token; last: Token }[] = [];
  private readonly accelerationXxa: { line: Line; player: number; points: number[] }[] = [];
  private readonly forbidden: { line: Line; firstRound: number; lastRound: number; players: Token[] }[] = [];
  private roundsLine: Line | null = null;
  private colourLine: Line | null = null;

  constructor(private readonly teamTournament: boolean) {}

  /** A record the engine does not interpret (team sections, NRS records, comments, …), kept for writing back. */
  private keep(line: Line): void {
    const kept = keptLine(line.text);
    (isSectionCode(kept.code) ? this.headerKept : this.otherKept).push(kept);
  }

  /** A tournament-section field (TRF-2026 ??2 records) that appears once; a repeat is kept as it stands. */
  private once(line: Line, code: string): boolean {
    if (this.seen.has(code)) {
      this.keep(line);
      return false;
    }
    this.seen.add(code);
    return true;
  }

  /** One line, by its record code (TRF-2026 tournament, player and pairing sections; TRF(x) XX? and TRF(bx) BB? lines). */
  read(line: Line): void {
    const code = line.text.slice(0, 3);
    if (line.text.length < 3) throw new TrfError(line.number, 1, 'a three-character record code such as 001', line.text);
    const known = /^(001|012|022|032|042|052|092|102|112|122|142|152|162|192|240|250|260|XX[RCAPSZ]|BB[WDLZFU])$/.test(code);
    if (known && line.text.length > 3 && line.text[3] !== ' ') throw new TrfError(line.number, 4, 'a blank after the record code', line.text[3]);
    if (this.teamTournament && (code === '240' || code === '250' || code === '260')) {
      // In a team tournament these records number teams, not players.
      this.keep(line);
      return;
    }
    switch (code) {
      case '001': {
        const player = readPlayer(line);
        const earlier = this.playerLines.get(player.startNumber);
        if (earlier) throw new TrfError(line.number, 5, `a start number not already used on line ${earlier.number}`, String(player.startNumber));
        this.playerLines.set(player.startNumber, line);
        this.t.players.push(player);
        return;
      }
      case '012':
        if (this.once(line, code)) this.t.name = textField(line);
        return;
      case '022':
        if (this.once(line, code)) this.t.city = textField(line);
        return;
      case '032':
        if (this.once(line, code)) this.t.federation = textField(line);
        return;
      case '042':
        if (this.once(line, code)) this.t.startDate = textField(line);
        return;
      case '052':
        if (this.once(line, code)) this.t.endDate = textField(line);
        return;
      case '092':
        if (this.once(line, code)) this.t.tournamentType = textField(line);
        return;
      case '102':
        if (this.once(line, code)) this.t.chiefArbiter = textField(line);
        return;
      case '112':
        this.t.deputyArbiters.push(textField(line));
        return;
      case '122':
        if (this.once(line, code)) this.t.timeControl = textField(line);
        return;
      case '132': {
        // Dates out of TRF-2026's columns are kept as the line stands, as is a second 132.
        const dates = readRoundDates(line.text);
        if (dates === null) this.keep(line);
        else if (this.once(line, code)) this.t.roundDates = dates;
        return;
      }
      case '192':
        if (this.once(line, code)) this.t.encodedTournamentType = textField(line);
        return;
      case '142':
      case 'XXR':
        this.readTotalRounds(line);
        return;
      case '152': {
        const words = tokens(line, 5);
        const c = words.length === 1 ? words[0].text.toUpperCase() : '';
        if (c !== 'W' && c !== 'B') throw new TrfError(line.number, 5, 'the initial colour W or B', line.text.slice(4));
        this.setInitialColour(line, c === 'W' ? 'w' : 'b');
        return;
      }
      case 'XXC':
        for (const word of tokens(line, 4)) {
          if (word.text === 'rank') this.t.rankOrder = true;
          else if (word.text === 'white1') this.setInitialColour(line, 'w');
          else if (word.text === 'black1') this.setInitialColour(line, 'b');
          else throw new TrfError(line.number, word.column, 'rank, white1 or black1', word.text);
        }
        return;
      case '162':
        readPointSystem162(line, this.points);
        return;
      case 'XXS':
        readPointSystemXxs(line, this.points);
        return;
      case 'BBW':
      case 'BBD':
      case 'BBL':
      case 'BBZ':
      case 'BBF':
      case 'BBU':
        this.readBbPoints(line, code);
        return;
      case '240': {
        const words = tokens(line, 5);
        const kind = words[0]?.text.toUpperCase();
        if (kind !== 'H' && kind !== 'F' && kind !== 'Z') throw new TrfError(line.number, 5, 'the kind of bye: F, H or Z', words[0]?.text ?? '');
        if (words.length < 3)
          throw new TrfError(
            line.number,
            words[words.length - 1].column + words[words.length - 1].text.length + 1,
            'a round number and at least one start number',
          );
        const round = parseWhole(line, words[1].text, words[1].column, 'a round number from 1', 1);
        this.byes.push({ line, result: kind, round, players: words.slice(2) });
        return;
      }
      case '250':
        this.read250(line);
        return;
      case '260': {
        const words = tokens(line, 5);
        if (words.length < 4) throw new TrfError(line.number, line.text.length + 1, 'first round, last round and at least two start numbers');
        const firstRound = parseWhole(line, words[0].text, words[0].column, 'the first round number', 1);
        const lastRound = parseWhole(line, words[1].text, words[1].column, `a last round number from ${firstRound}`, firstRound);
        this.forbidden.push({ line, firstRound, lastRound, players: words.slice(2) });
        return;
      }
      case 'XXP': {
        const words = tokens(line, 4);
        if (words.length < 2) throw new TrfError(line.number, line.text.length + 1, 'at least two start numbers');
        this.forbidden.push({ line, firstRound: 1, lastRound: ALL_ROUNDS, players: words });
        return;
      }
      case 'XXZ':
        this.absent.push({ line, players: tokens(line, 4) });
        return;
      case 'XXA':
        this.readXxa(line);
        return;
      default:
        this.keep(line);
    }
  }

  /** TRF-2026 142 / TRF(x) XXR: the number of rounds; both may appear but must agree. */
  private readTotalRounds(line: Line): void {
    const words = tokens(line, 4);
    if (words.length !== 1) throw new TrfError(line.number, 5, 'the number of rounds', line.text.slice(4));
    const n = parseWhole(line, words[0].text, words[0].column, 'the number of rounds, from 1', 1);
    if (this.roundsLine && this.t.totalRounds !== n) {
      throw new TrfError(line.number, words[0].column, `${this.t.totalRounds} rounds as line ${this.roundsLine.number} says`, words[0].text);
    }
    this.roundsLine = line;
    this.t.totalRounds = n;
  }

  /** TRF-2026 152 / TRF(x) XXC white1|black1: the colour drawn for the first player in round 1 (C.04.3). */
  private setInitialColour(line: Line, colour: Colour): void {
    if (this.colourLine && this.t.initialColour !== colour) {
      throw new TrfError(line.number, 5, `the initial colour line ${this.colourLine.number} gives`, colour === 'w' ? 'white' : 'black');
    }
    this.colourLine = line;
    this.t.initialColour = colour;
  }

  /** bbpPairings' TRF(bx) lines `BBx pp.p`: win, draw, played loss, zero-point bye, forfeit loss, pairing-allocated bye. */
  private readBbPoints(line: Line, code: string): void {
    const words = tokens(line, 4);
    if (words.length !== 1) throw new TrfError(line.number, 5, 'one point value such as 1.0', line.text.slice(4));
    const value = parsePoints(line, words[0].text, words[0].column, 'points such as 1.0');
    const p = this.points.points;
    switch (code) {
      case 'BBW':
        p.win = p.forfeitWin = p.fullPointBye = value;
        if (!this.points.pabGiven) p.pairingAllocatedBye = value;
        break;
      case 'BBD':
        p.draw = p.halfPointBye = value;
        break;
      case 'BBL':
        p.loss = value;
        break;
      case 'BBZ':
        p.zeroPointBye = value;
        break;
      case 'BBF':
        p.forfeitLoss = value;
        break;
      case 'BBU':
        p.pairingAllocatedBye = value;
        this.points.pabGiven = true;
        break;
    }
  }

  /**
   * TRF-2026 250: fictitious points (acceleration) for a range of rounds and
   * a range of players. The match-points field is for teams; individual
   * records leave it blank (or zero).
   */
  private read250(line: Line): void {
    const words = tokens(line, 5);
    if (words.length === 6) {
      parsePoints(line, words[0].text, words[0].column, 'match points such as 00.0');
      if (Number(words[0].text) !== 0)
        throw new TrfError(line.number, words[0].column, 'no match points (blank or 00.0) for an individual tournament', words[0].text);
      words.shift();
    }
    if (words.length !== 5) throw new TrfError(line.number, 5, 'points, first round, last round, first player, last player');
    const points = parsePoints(line, words[0].text, words[0].column, 'the fictitious points, such as 1.0');
    const firstRound = parseWhole(line, words[1].text, words[1].column, 'the first round number', 1);
    const lastRound = parseWhole(line, words[2].text, words[2].column, `a last round number from ${firstRound}`, firstRound);
    this.acceleration250.push({ line, points, firstRound, lastRound, first: words[3], last: words[4] });
  }

  /** JaVaFo's TRF(x) XXA: a start number (columns 5–8), then the points added in each round, 5 columns apart from column 10. */
  private readXxa(line: Line): void {
    const player = parseWhole(line, columns(line, 5, 8), 5, 'a start number in columns 5-8', 1);
    const points: number[] = [];
    for (let c = 10; c <= line.text.length; c += 5) {
      if (columns(line, c - 1, c - 1) !== ' ') throw new TrfError(line.number, c - 1, 'a blank between rounds', columns(line, c - 1, c - 1));
      const text = columns(line, c, c + 3);
      points.push(text.trim() === '' ? 0 : parsePoints(line, text, c, 'points such as 1.0'));
    }
    this.accelerationXxa.push({ line, player, points });
  }

  /** A start number in a TRF-2026 240/250/260 or TRF(x) record, which must be one of the 001 records. */
  private player(line: Line, token: Token): number {
    const n = parseWhole(line, token.text, token.column, 'a start number', 1);
    if (!this.playerLines.has(n)) throw new TrfError(line.number, token.column, 'the start number of a player of the file', token.text);
    return n;
  }

  /** The records that refer to other lines, resolved once all lines are read. */
  finish(): Tournament {
    const t = this.t;
    const byNumber = new Map(t.players.map((p) => [p.startNumber, p]));
    this.checkOpponents(byNumber);
    this.applyByes(byNumber);
    this.applyAbsences(byNumber);
    this.buildAccelerations();
    this.buildForbiddenPairs();
    t.keptLines = [...this.headerKept, ...this.otherKept];
    return t;
  }

  /** Both sides of a game must name each other, and not with the same colour. */
  private checkOpponents(byNumber: Map<number, Player>): void {
    for (const p of this.t.players) {
      const line = this.playerLines.get(p.startNumber)!;
      p.rounds.forEach((e, r) => {
        if (e.opponent === null) return;
        const column = FIRST_ROUND_COLUMN + 10 * r;
        const q = byNumber.get(e.opponent);
        if (!q) throw new TrfError(line.number, column, 'the start number of a player of the file', String(e.opponent));
        const back = q.rounds[r];
        if (!back || back.opponent !== p.startNumber) {
          throw new TrfError(
            line.number,
            column,
            `player ${e.opponent} to have ${p.startNumber} as opponent in round ${r + 1}`,
            back?.opponent === null || !back ? 'no opponent' : String(back.opponent),
          );
        }
        if (e.colour !== null && e.colour === back.colour) {
          throw new TrfError(line.number, column + 5, `the other colour than player ${e.opponent} in round ${r + 1}`, e.colour);
        }
      });
    }
  }

  /** TRF-2026 240: requested byes (F, H, Z) of a round, written into the players' rounds. */
  private applyByes(byNumber: Map<number, Player>): void {
    for (const { line, result, round, players } of this.byes) {
      for (const token of players) {
        const p = byNumber.get(this.player(line, token))!;
        setByeEntry(p, round, result, line, token);
      }
    }
  }

  /** TRF(x) XXZ: players absent from the round about to be paired (a zero-point bye there). */
  private applyAbsences(byNumber: Map<number, Player>): void {
    if (this.absent.length === 0) return;
    const next = nextRound(this.t);
    for (const { line, players } of this.absent) {
      for (const token of players) {
        const p = byNumber.get(this.player(line, token))!;
        const existing = p.rounds[next - 1];
        // A bye the player asked for in that round stands.
        if (!existing || existing.result === ' ') setByeEntry(p, next, 'Z', line, token);
      }
    }
  }

  /** XXA lists and 250 ranges, as one list of points per player and round. */
  private buildAccelerations(): void {
    const byPlayer = new Map<number, number[]>();
    const get = (n: number) => {
      let a = byPlayer.get(n);
      if (!a) byPlayer.set(n, (a = []));
      return a;
    };
    for (const { line, player, points } of this.accelerationXxa) {
      if (!this.playerLines.has(player)) throw new TrfError(line.number, 5, 'the start number of a player of the file', String(player));
      const a = get(player);
      points.forEach((v, r) => (a[r] = v));
    }
    for (const { line, points, firstRound, lastRound, first, last } of this.acceleration250) {
      const from = parseWhole(line, first.text, first.column, 'the first start number', 1);
      const to = parseWhole(line, last.text, last.column, `a last start number from ${from}`, from);
      for (const p of this.t.players) {
        if (p.startNumber < from || p.startNumber > to) continue;
        const a = get(p.startNumber);
        for (let r = firstRound; r <= lastRound; r++) a[r - 1] = points;
      }
    }
    const accelerations: Acceleration[] = [];
    for (const [startNumber, raw] of byPlayer) {
      const points = Array.from(raw, (v) => v ?? 0);
      while (points.length > 0 && points[points.length - 1] === 0) points.pop();
      if (points.length > 0) accelerations.push({ startNumber, points });
    }
    accelerations.sort((a, b) => a.startNumber - b.startNumber);
    this.t.accelerations = accelerations;
  }

  /** XXP and 260 over every round give forbidden pairs; 260 over some rounds is kept with its rounds. */
  private buildForbiddenPairs(): void {
    const inRounds: ForbiddenPairsInRounds[] = [];
    const pairs: ForbiddenPair[] = [];
    for (const { line, firstRound, lastRound, players } of this.forbidden) {
      const numbers = players.map((token) => this.player(line, token));
      if (firstRound === 1 && lastRound >= ALL_ROUNDS) {
        for (let i = 0; i < numbers.length; i++) for (let j = i + 1; j < numbers.length; j++) pairs.push([numbers[i], numbers[j]]);
      } else {
        inRounds.push({ firstRound, lastRound, players: numbers });
      }
    }
    this.t.forbiddenPairs = pairs;
    if (inRounds.length > 0) this.t.forbiddenPairsInRounds = inRounds;
  }
}

/** Enters a bye without opponent (TRF-2026 240 / TRF(x) XXZ) in a player's round, filling skipped rounds with blanks. */
function setByeEntry(p: Player, round: number, result: 'H' | 'F' | 'Z', line: Line, token: Token): void {
  const existing = p.rounds[round - 1];
  if (existing && !(existing.opponent === null && (existing.result === ' ' || existing.result === result))) {
    throw new TrfError(line.number, token.column, `player ${p.startNumber} to have nothing else in round ${round}`, token.text);
  }
  while (p.rounds.length < round - 1) p.rounds.push({ opponent: null, colour: null, result: ' ' });
  p.rounds[round - 1] = { opponent: null, colour: null, result };
}

/** The non-blank lines of a file's text with their numbers (from 1), a byte-order mark and trailing blanks dropped. */
export function fileLines(text: string): Line[] {
  const lines: Line[] = [];
  (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split(/\r\n|\r|\n/).forEach((raw, i) => {
    const trimmed = raw.replace(/[\s\u0000]+$/, '');
    if (trimmed !== '') lines.push({ number: i + 1, text: trimmed });
  });
  return lines;
}

/**
 * Reads a FIDE Tournament Report File: TRF-2026 (FIDE C.04 Annex 2, the
 * 2026 edition of the data-exchange format), TRF16 and the TRF(x)/TRF(bx)
 * extensions of JaVaFo and bbpPairings. Bytes are decoded as UTF-8 or
 * Latin-1; lines may end in CR, LF or CRLF. Team records and codes the engine
 * does not interpret are kept in `keptLines`, and every line as read in
 * `sourceLines`, so that writing the tournament back carries what the program
 * did not change as it was written.
 */
export function readTrf(input: Uint8Array | string): Tournament {
  const lines = fileLines(typeof input === 'string' ? input : decodeTrf(input));
  const sourceLines = lines.map((l) => l.text);
  const reader = new Reader(isTeamTournament(sourceLines));
  for (const line of lines) reader.read(line);
  return { ...reader.finish(), sourceLines };
}
