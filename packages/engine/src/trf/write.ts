import type { Tournament } from '../model.js';
import { carryLines } from './carry.js';
import { fail } from './fields.js';
import {
  accelerationLines,
  colourLine,
  deputyLine,
  fieldLine,
  forbiddenPairLines,
  isSectionCode,
  keptText,
  pointSystemLines,
  SECTION_FIELDS,
  totalRoundsLine,
  xxcLine,
} from './lines.js';
import { playerLine } from './player-line.js';
import { roundDatesLine } from './round-dates.js';

/** Lines end in CR LF: TRF-2026 asks for a CR at the end of each line, and LF keeps the file readable everywhere. */
const EOL = '\r\n';

/**
 * The tournament in canonical TRF-2026 order (FIDE C.04 Annex 2): tournament section, 001 player records, then
 * accelerations (250), forbidden pairs (260) and the kept lines. What TRF-2026 has no code for is written with
 * the TRF(x) extension the pairing programs read (`XXC rank`, `XXS`).
 */
function canonicalLines(t: Tournament): string[] {
  const lines: string[] = [];
  // 012 to 102 in SECTION_FIELDS' order; the deputies (112) follow the chief arbiter.
  for (const [code, key] of SECTION_FIELDS.slice(0, 7)) lines.push(...fieldLine(code, t[key]));
  lines.push(...t.deputyArbiters.map(deputyLine));
  lines.push(...fieldLine('122', t.timeControl));
  lines.push(...roundDatesLine(t.roundDates ?? []));
  if (t.totalRounds > 0) lines.push(totalRoundsLine('142', t.totalRounds));
  if (t.initialColour !== null) lines.push(colourLine(t.initialColour));
  lines.push(...pointSystemLines(t.pointSystem));
  lines.push(...fieldLine('192', t.encodedTournamentType));
  // TRF(x) engines read the initial colour only from XXC, so a rank-ordered file states it there too.
  if (t.rankOrder) lines.push(...xxcLine(t));
  for (const l of t.keptLines) if (isSectionCode(l.code)) lines.push(keptText(l));
  lines.push(...t.players.map((p) => playerLine(p)));
  lines.push(...accelerationLines(t.accelerations));
  lines.push(...forbiddenPairLines(t));
  for (const l of t.keptLines) if (!isSectionCode(l.code)) lines.push(keptText(l));
  return lines;
}

/**
 * Writes the tournament as a TRF-2026 file (FIDE C.04 Annex 2, 2026 edition). A tournament read from a file
 * (`sourceLines`) is written over that file: what the program did not change comes back as it was written, and
 * what it changed or TRF-2026 asks for is written fresh (carry.ts). Any other tournament is written in canonical
 * order. Reading the result gives back the same tournament. Throws a RangeError when a value does not fit its
 * columns.
 */
export function writeTrf(t: Tournament): string {
  const numbers = new Set<number>();
  for (const p of t.players) {
    if (numbers.has(p.startNumber)) fail(`start number ${p.startNumber} is used twice`);
    numbers.add(p.startNumber);
  }
  const lines = t.sourceLines === undefined ? canonicalLines(t) : carryLines(t, t.sourceLines);
  return lines.map((l) => l + EOL).join('');
}
