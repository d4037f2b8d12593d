import { STANDARD_POINTS, type Acceleration, type Player, type PointSystem, type RoundEntry, type Tournament } from '../model.js';
import { ALL_ROUNDS, TITLE_NAMES } from './format.js';

/** Lines end in CR LF: TRF-2026 asks for a CR at the end of each line, and LF keeps the file readable everywhere. */
const EOL = '\r\n';

/** A value TRF-2026's fixed columns (FIDE C.04 Annex 2) cannot hold. */
function fail(what: string): never {
  throw new RangeError(`cannot be written as TRF: ${what}`);
}

/**
 * Text the engine was handed, checked to stay on its line: a line break (CR, LF, NEL, U+2028/2029) or any other
 * control character would end the record early and read back as a record of its own (a ghost player).
 */
function oneLine(text: string, what: string): string {
  const control = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.exec(text);
  if (control) fail(`${what} ${JSON.stringify(text)} contains the control character U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
  return text;
}

/** Right-aligns text in a fixed-width TRF-2026 field (FIDE C.04 Annex 2), refusing what does not fit. */
function right(text: string, width: number, what: string): string {
  oneLine(text, what);
  if (text.length > width) fail(`${what} "${text}" is longer than ${width} characters`);
  return text.padStart(width, ' ');
}

/** Left-aligns text in a fixed-width TRF-2026 field (names, federations, dates). */
function left(text: string, width: number, what: string): string {
  oneLine(text, what);
  if (text.length > width) fail(`${what} "${text}" is longer than ${width} characters`);
  return text.padEnd(width, ' ');
}

/** A whole number in a fixed-width TRF-2026 field (start numbers, ratings, ranks, rounds). */
function whole(n: number, width: number, what: string, min = 0): string {
  if (!Number.isInteger(n) || n < min) fail(`${what} ${n} is not a whole number from ${min}`);
  return right(String(n), width, what);
}

/** Points in the TRF's `11.5` notation: one decimal, four columns (a whole 100–9999 drops the decimal). */
function points(value: number, what: string): string {
  if (!Number.isFinite(value) || value < 0) fail(`${what} ${value} is not a number of points`);
  const text = value.toFixed(1);
  if (Number(text) !== value) fail(`${what} ${value} needs more than one decimal`);
  if (text.length <= 4) return text.padStart(4, ' ');
  if (Number.isInteger(value)) return right(String(value), 4, what);
  return fail(`${what} ${value} does not fit in four columns`);
}

/** One 10-column round block of a 001 record (TRF-2026 player section, columns 92–101 for round 1). */
function roundBlock(e: RoundEntry, player: number, round: number): string {
  const opponent = e.opponent === null ? '0000' : whole(e.opponent, 4, `opponent of player ${player} in round ${round}`, 1);
  const colour = e.opponent === null ? '-' : (e.colour ?? '-');
  return `${opponent} ${colour} ${e.result}  `;
}

/** A 001 record: the player's fixed columns 1–91, then the rounds. */
function playerLine(p: Player): string {
  const n = p.startNumber;
  const title = TITLE_NAMES.get(p.title) ?? p.title;
  const head =
    '001 ' +
    whole(n, 4, 'start number', 1) +
    ' ' +
    left(p.sex, 1, `sex of player ${n}`) +
    right(title, 3, `title of player ${n}`) +
    ' ' +
    left(p.name, 33, `name of player ${n}`) +
    ' ' +
    (p.rating === 0 ? '    ' : whole(p.rating, 4, `rating of player ${n}`)) +
    ' ' +
    left(p.federation, 3, `federation of player ${n}`) +
    ' ' +
    right(p.fideId, 11, `FIDE id of player ${n}`) +
    ' ' +
    left(p.birthDate, 10, `birth date of player ${n}`) +
    ' ' +
    points(p.points, `points of player ${n}`) +
    ' ' +
    (p.rank === 0 ? '    ' : whole(p.rank, 4, `rank of player ${n}`)) +
    '  ';
  return (head + p.rounds.map((e, r) => roundBlock(e, n, r + 1)).join('')).trimEnd();
}

/**
 * TRF-2026 162 for what differs from the default point system, and, when
 * 162 cannot say it (forfeit wins, byes or forfeit losses scoring other than
 * 162 ties them to), JaVaFo's XXS with every value.
 */
function pointSystemLines(ps: PointSystem): string[] {
  const entries: [string, number][] = [];
  if (ps.win !== STANDARD_POINTS.win) entries.push(['W', ps.win]);
  if (ps.draw !== STANDARD_POINTS.draw) entries.push(['D', ps.draw]);
  if (ps.loss !== STANDARD_POINTS.loss) entries.push(['L', ps.loss]);
  if (ps.forfeitLoss !== STANDARD_POINTS.forfeitLoss) entries.push(['A', ps.forfeitLoss]);
  if (ps.pairingAllocatedBye !== ps.win) entries.push(['P', ps.pairingAllocatedBye]);
  if (ps.unknownResult !== undefined) entries.push(['X', ps.unknownResult]);
  const lines: string[] = [];
  if (entries.length > 0) lines.push(('162 ' + entries.map(([s, v]) => ` ${s}${points(v, `points for ${s}`)}   `).join('')).trimEnd());
  const expressedBy162 = ps.forfeitWin === ps.win && ps.fullPointBye === ps.win && ps.halfPointBye === ps.draw && ps.zeroPointBye === ps.forfeitLoss;
  if (!expressedBy162) {
    const v = (x: number, what: string) => points(x, what).trim();
    lines.push(
      'XXS ' +
        [
          `WW=${v(ps.win, 'win')}`,
          `BW=${v(ps.win, 'win')}`,
          `WD=${v(ps.draw, 'draw')}`,
          `BD=${v(ps.draw, 'draw')}`,
          `WL=${v(ps.loss, 'loss')}`,
          `BL=${v(ps.loss, 'loss')}`,
          `ZPB=${v(ps.zeroPointBye, 'zero-point bye')}`,
          `HPB=${v(ps.halfPointBye, 'half-point bye')}`,
          `FPB=${v(ps.fullPointBye, 'full-point bye')}`,
          `PAB=${v(ps.pairingAllocatedBye, 'pairing-allocated bye')}`,
          `FW=${v(ps.forfeitWin, 'forfeit win')}`,
          `FL=${v(ps.forfeitLoss, 'forfeit loss')}`,
        ].join(' '),
    );
  }
  return lines;
}

/**
 * TRF-2026 250 records for the accelerations: one per run of rounds with the
 * same points, shared by consecutive start numbers whose lists are equal.
 */
function accelerationLines(accelerations: readonly Acceleration[]): string[] {
  const sorted = [...accelerations].sort((a, b) => a.startNumber - b.startNumber);
  const lines: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    const same = (a: number[], b: number[]) => a.length === b.length && a.every((v, k) => v === b[k]);
    while (j + 1 < sorted.length && sorted[j + 1].startNumber === sorted[j].startNumber + 1 && same(sorted[j + 1].points, sorted[i].points)) j++;
    const from = whole(sorted[i].startNumber, 4, 'start number', 1);
    const to = whole(sorted[j].startNumber, 4, 'start number', 1);
    const list = sorted[i].points;
    for (let r = 0; r < list.length;) {
      let s = r;
      while (s + 1 < list.length && list[s + 1] === list[r]) s++;
      if (list[r] !== 0) {
        lines.push(`250      ${points(list[r], 'acceleration')} ${roundNumber(r + 1)} ${roundNumber(s + 1)} ${from} ${to}`);
      }
      r = s + 1;
    }
    i = j + 1;
  }
  return lines;
}

/** A round number in the three zero-padded columns of TRF-2026 240/250/260 records. */
function roundNumber(n: number): string {
  return whole(n, 3, 'round', 1).replace(/ /g, '0');
}

/**
 * Writes the tournament as a canonical TRF-2026 file (FIDE C.04 Annex 2,
 * 2026 edition): tournament section, 001 player records, then accelerations
 * (250), forbidden pairs (260) and the kept lines. What TRF-2026 has no code
 * for is written with the TRF(x) extension the pairing programs read
 * (`XXC rank`, `XXS`). Reading the result gives back the same tournament.
 * Throws a RangeError when a value does not fit its columns.
 */
export function writeTrf(t: Tournament): string {
  const lines: string[] = [];
  const field = (code: string, value: string) => {
    if (value !== '') lines.push(`${code} ${oneLine(value, `line ${code}`)}`);
  };
  field('012', t.name);
  field('022', t.city);
  field('032', t.federation);
  field('042', t.startDate);
  field('052', t.endDate);
  field('092', t.tournamentType);
  field('102', t.chiefArbiter);
  for (const deputy of t.deputyArbiters) lines.push(deputy === '' ? '112' : `112 ${oneLine(deputy, 'line 112')}`);
  field('122', t.timeControl);
  if (t.totalRounds > 0) lines.push(`142 ${whole(t.totalRounds, 3, 'number of rounds', 1).trim()}`);
  if (t.initialColour !== null) lines.push(`152 ${t.initialColour === 'w' ? 'W' : 'B'}`);
  lines.push(...pointSystemLines(t.pointSystem));
  field('192', t.encodedTournamentType ?? '');
  // TRF(x) engines read the initial colour only from XXC, so it goes on that line too.
  if (t.rankOrder) lines.push(`XXC rank${t.initialColour === null ? '' : t.initialColour === 'w' ? ' white1' : ' black1'}`);
  const kept = (l: { code: string; text: string }) =>
    l.text === '' ? oneLine(l.code, "a kept line's code") : `${oneLine(l.code, "a kept line's code")} ${oneLine(l.text, `line ${l.code}`)}`;
  const isHeader = (code: string) => /^\d\d2$/.test(code);
  for (const l of t.keptLines) if (isHeader(l.code)) lines.push(kept(l));
  const numbers = new Set<number>();
  for (const p of t.players) {
    if (numbers.has(p.startNumber)) fail(`start number ${p.startNumber} is used twice`);
    numbers.add(p.startNumber);
    lines.push(playerLine(p));
  }
  lines.push(...accelerationLines(t.accelerations));
  for (const [a, b] of t.forbiddenPairs) {
    lines.push(`260 001 ${roundNumber(ALL_ROUNDS)} ${whole(a, 4, 'start number', 1)} ${whole(b, 4, 'start number', 1)}`);
  }
  for (const f of t.forbiddenPairsInRounds ?? []) {
    const players = f.players.map((n) => whole(n, 4, 'start number', 1)).join(' ');
    lines.push(`260 ${roundNumber(f.firstRound)} ${roundNumber(f.lastRound)} ${players}`);
  }
  for (const l of t.keptLines) if (!isHeader(l.code)) lines.push(kept(l));
  return lines.map((l) => l + EOL).join('');
}
