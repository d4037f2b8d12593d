// The records the writer composes from the model, in TRF-2026 form (FIDE C.04 Annex 2), and in the TRF(x) form of
// the pairing programs where TRF-2026 has no code for the fact. Both the canonical writer and the writer that
// carries a file's own lines (carry.ts) take their fresh lines from here.
import { STANDARD_POINTS, type Acceleration, type KeptLine, type PointSystem, type Tournament } from '../model.js';
import { oneLine, points, roundNumber, whole } from './fields.js';
import { ALL_ROUNDS } from './format.js';

/** The single-valued records of the tournament section (012–122, 192) and the field of the model each states. */
export const SECTION_FIELDS = [
  ['012', 'name'],
  ['022', 'city'],
  ['032', 'federation'],
  ['042', 'startDate'],
  ['052', 'endDate'],
  ['092', 'tournamentType'],
  ['102', 'chiefArbiter'],
  ['122', 'timeControl'],
  ['192', 'encodedTournamentType'],
] as const;

export type SectionField = (typeof SECTION_FIELDS)[number][1];

/** A tournament-section record with its text, or none when the value is empty. */
export function fieldLine(code: string, value: string | undefined): string[] {
  return value === undefined || value === '' ? [] : [`${code} ${oneLine(value, `line ${code}`)}`];
}

/** TRF-2026 112, one per deputy chief arbiter; a deputy without a name is the bare code, as files write it. */
export function deputyLine(deputy: string): string {
  return deputy === '' ? '112' : `112 ${oneLine(deputy, 'line 112')}`;
}

/** The number of rounds: TRF-2026 142, or JaVaFo's XXR when rewriting a file's own XXR line. */
export function totalRoundsLine(code: string, rounds: number): string {
  return `${code} ${whole(rounds, 3, 'number of rounds', 1).trim()}`;
}

/** TRF-2026 152: the colour of the first player in round 1. */
export function colourLine(colour: 'w' | 'b'): string {
  return `152 ${colour === 'w' ? 'W' : 'B'}`;
}

/** TRF(x) XXC: the pairing order is the order of the lines (`rank`), and the initial colour, which TRF(x) engines read only here. */
export function xxcLine(t: Tournament): string[] {
  const words = [...(t.rankOrder ? ['rank'] : []), ...(t.initialColour === null ? [] : [t.initialColour === 'w' ? 'white1' : 'black1'])];
  return words.length === 0 ? [] : [`XXC ${words.join(' ')}`];
}

/** Whether TRF-2026 162 alone states the point system (forfeit wins, byes and forfeit losses scoring as 162 ties them). */
export function pointSystemIn162(ps: PointSystem): boolean {
  return ps.forfeitWin === ps.win && ps.fullPointBye === ps.win && ps.halfPointBye === ps.draw && ps.zeroPointBye === ps.forfeitLoss;
}

/**
 * TRF-2026 162 for what differs from the default point system, and, when 162 cannot say it, JaVaFo's XXS with
 * every value.
 */
export function pointSystemLines(ps: PointSystem): string[] {
  const entries: [string, number][] = [];
  if (ps.win !== STANDARD_POINTS.win) entries.push(['W', ps.win]);
  if (ps.draw !== STANDARD_POINTS.draw) entries.push(['D', ps.draw]);
  if (ps.loss !== STANDARD_POINTS.loss) entries.push(['L', ps.loss]);
  if (ps.forfeitLoss !== STANDARD_POINTS.forfeitLoss) entries.push(['A', ps.forfeitLoss]);
  if (ps.pairingAllocatedBye !== ps.win) entries.push(['P', ps.pairingAllocatedBye]);
  if (ps.unknownResult !== undefined) entries.push(['X', ps.unknownResult]);
  const lines: string[] = [];
  if (entries.length > 0) lines.push(('162 ' + entries.map(([s, v]) => ` ${s}${points(v, `points for ${s}`)}   `).join('')).trimEnd());
  if (!pointSystemIn162(ps)) {
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
export function accelerationLines(accelerations: readonly Acceleration[]): string[] {
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

/** TRF-2026 260 records: the pairs forbidden in every round (rounds 1 to 999), then those forbidden in some rounds. */
export function forbiddenPairLines(t: Tournament): string[] {
  const lines = t.forbiddenPairs.map(([a, b]) => `260 001 ${roundNumber(ALL_ROUNDS)} ${whole(a, 4, 'start number', 1)} ${whole(b, 4, 'start number', 1)}`);
  for (const f of t.forbiddenPairsInRounds ?? []) {
    const players = f.players.map((n) => whole(n, 4, 'start number', 1)).join(' ');
    lines.push(`260 ${roundNumber(f.firstRound)} ${roundNumber(f.lastRound)} ${players}`);
  }
  return lines;
}

/** A line the engine does not interpret, written as it was kept: its code, a blank, its text. */
export function keptText(l: KeptLine): string {
  const code = oneLine(l.code, "a kept line's code");
  return l.text === '' ? code : `${code} ${oneLine(l.text, `line ${l.code}`)}`;
}

/** A tournament-section code (TRF-2026 ??2): such kept lines belong with the tournament section. */
export function isSectionCode(code: string): boolean {
  return /^\d\d2$/.test(code);
}

/**
 * An arbiter as TRF-2026 102 (chief) and 112 (deputies) state them: free text from column 5, with no field of its
 * own for the FIDE id, so the id follows the name in brackets, as the desktop programs write it
 * (`102 IA Jane Doe (22232540)`). No name, no line: an id alone names nobody.
 */
export function arbiterText(name: string, fideId: number | null): string {
  return name === '' || fideId === null ? name : `${name} (${fideId})`;
}
