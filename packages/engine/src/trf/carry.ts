// Writing a tournament read from a file back over that file. A FIDE rating officer compares what a program
// sends with what the arbiter's program wrote: every line and field the program did not change must come back
// as it was read (a title `g` stays `g`, a rating `   0` stays `   0`, an unknown or TRF(x) line stays where it
// was), and what the program changed is written fresh, in TRF-2026 form, in the place of the line that said it.
import type { KeptLine, Tournament } from '../model.js';
import {
  accelerationLines,
  colourLine,
  deputyLine,
  fieldLine,
  forbiddenPairLines,
  isSectionCode,
  keptText,
  pointSystemIn162,
  pointSystemLines,
  SECTION_FIELDS,
  totalRoundsLine,
  xxcLine,
  type SectionField,
} from './lines.js';
import { playerLine } from './player-line.js';
import { isTeamTournament, keptLine, readPlayerRecord, readTrf } from './read.js';
import { readRoundDates, roundDatesLine } from './round-dates.js';
import { same } from './same.js';

/** What a record of the file states about the tournament; the model holds each fact once, whichever lines said it. */
type Fact = SectionField | 'deputies' | 'roundDates' | 'rounds' | 'colour' | 'points' | 'byes' | 'accelerations' | 'forbidden' | 'player' | 'kept';

/** The fact a record states, by its code (TRF-2026 records and their TRF(x)/TRF(bx) counterparts), as the reader reads it. */
function factOf(line: string, team: boolean): Fact {
  const code = line.slice(0, 3);
  const section = SECTION_FIELDS.find(([c]) => c === code);
  if (section) return section[1];
  if (/^BB[WDLZFU]$/.test(code)) return 'points';
  switch (code) {
    case '001':
      return 'player';
    case '112':
      return 'deputies';
    // A 132 out of TRF-2026's columns, which the reader keeps, is kept here too.
    case '132':
      return readRoundDates(line) === null ? 'kept' : 'roundDates';
    case '142':
    case 'XXR':
      return 'rounds';
    case '152':
    case 'XXC':
      return 'colour';
    case '162':
    case 'XXS':
      return 'points';
    case 'XXZ':
      return 'byes';
    case 'XXA':
      return 'accelerations';
    case 'XXP':
      return 'forbidden';
    // In a team tournament 240, 250 and 260 number teams; the reader keeps them as they stand.
    case '240':
      return team ? 'kept' : 'byes';
    case '250':
      return team ? 'kept' : 'accelerations';
    case '260':
      return team ? 'kept' : 'forbidden';
    default:
      return 'kept';
  }
}

/** Whether the model still says what the file said about a fact (`before` is the file as read). */
function unchanged(fact: Fact, t: Tournament, before: Tournament): boolean {
  switch (fact) {
    case 'deputies':
      return same(t.deputyArbiters, before.deputyArbiters);
    case 'roundDates':
      return same(t.roundDates ?? [], before.roundDates ?? []);
    case 'rounds':
      return t.totalRounds === before.totalRounds;
    case 'colour':
      return t.initialColour === before.initialColour && Boolean(t.rankOrder) === Boolean(before.rankOrder);
    case 'points':
      return same(t.pointSystem, before.pointSystem);
    case 'byes': {
      // 240 and XXZ byes live in the players' rounds: they stand while no round of any player changed.
      const rounds = new Map(before.players.map((p) => [p.startNumber, p.rounds]));
      return t.players.length === before.players.length && t.players.every((p) => same(p.rounds, rounds.get(p.startNumber)));
    }
    case 'accelerations':
      return same(t.accelerations, before.accelerations);
    case 'forbidden':
      return same(t.forbiddenPairs, before.forbiddenPairs) && same(t.forbiddenPairsInRounds, before.forbiddenPairsInRounds);
    case 'player':
    case 'kept':
      return true;
    default:
      return (t[fact] ?? '') === (before[fact] ?? '');
  }
}

/**
 * The fresh lines for a fact the program changed, written where the file's first line of it was (`first`), or
 * nothing where a later line of it was. The number of rounds and the initial colour are rewritten on each line
 * that stated them, in that line's own code, so a file read by TRF(x) engines keeps its XXR and XXC.
 */
function rewritten(fact: Fact, code: string, first: boolean, t: Tournament): string[] {
  switch (fact) {
    case 'rounds':
      return t.totalRounds > 0 ? [totalRoundsLine(code, t.totalRounds)] : [];
    case 'colour':
      if (code === 'XXC') return xxcLine(t);
      return t.initialColour === null ? [] : [colourLine(t.initialColour)];
    case 'deputies':
      return first ? t.deputyArbiters.map(deputyLine) : [];
    case 'roundDates':
      return first ? roundDatesLine(t.roundDates ?? []) : [];
    case 'points':
      return first ? pointSystemLines(t.pointSystem) : [];
    case 'accelerations':
      return first ? accelerationLines(t.accelerations) : [];
    case 'forbidden':
      return first ? forbiddenPairLines(t) : [];
    case 'byes':
      // The 001 records carry the byes; a 240 or XXZ line could contradict the rounds as they now are.
      return [];
    case 'player':
    case 'kept':
      return [];
    default:
      return first ? fieldLine(code, t[fact]) : [];
  }
}

/**
 * The tournament written over the lines of the file it was read from (TRF-2026, FIDE C.04 Annex 2, and the
 * TRF(x) lines it may have): the file's lines in their order, each copied as read while the model still says
 * what it said (a 001 record field by field and round by round, see playerLine); what the program changed
 * rewritten in place; what the model holds and the file had no line for added.
 *
 * Lines added keep the file's own lines: a rating officer reads the tournament section as the arbiter's
 * program wrote it, so the TRF-2026 records a TRF(x) file lacks (142 beside XXR, 152 beside XXC, 162 beside
 * BB? or XXS, 250 beside XXA) are added after the file's last tournament-section record, or after the last
 * player for 250, and the TRF(x) lines stay for the pairing engines that read only them. A 260 is not added
 * beside XXP: the reader would then count each forbidden pair twice.
 */
export function carryLines(t: Tournament, source: readonly string[]): string[] {
  const before = readTrf(source.join('\n'));
  const team = isTeamTournament(source);
  const playerSource = new Map(source.filter((l) => l.startsWith('001')).map((l) => [Number(l.slice(4, 8)), l]));
  const kept: KeptLine[] = [...t.keptLines];
  const out: string[] = [];
  const written = new Set<string>();
  const factsSeen = new Set<Fact>();
  let players = 0;
  let sectionEnd = 0;
  let playersEnd: number | null = null;
  // The byes of 240 and XXZ lines are in the model's rounds but not in the 001 records; while those lines stand
  // (no round changed), each record keeps the rounds it states itself rather than gain the byes a second time.
  const byesStand = unchanged('byes', t, before);
  const emit = (lines: string[]) => {
    for (const l of lines) written.add(l.slice(0, 3));
    out.push(...lines);
  };
  for (const line of source) {
    const code = line.slice(0, 3);
    let fact = factOf(line, team);
    // A single-valued record stated again is kept as it stands, as the reader keeps it.
    if (SECTION_FIELDS.some(([, key]) => key === fact) && factsSeen.has(fact)) fact = 'kept';
    const first = !factsSeen.has(fact);
    factsSeen.add(fact);
    if (fact === 'player') {
      // The file's player lines, in turn, hold the model's players in its order.
      const p = t.players[players++];
      const own = p && playerSource.get(p.startNumber);
      if (own !== undefined && byesStand) emit([playerLine({ ...p, rounds: readPlayerRecord(own).rounds }, own)]);
      else if (p) emit([playerLine(p, own)]);
      playersEnd = out.length;
      continue;
    }
    if (fact === 'kept') {
      const own = keptLine(line);
      const k = kept.findIndex((l) => l.code === own.code && l.text === own.text);
      if (k >= 0) {
        kept.splice(k, 1);
        emit([line]);
      }
    } else {
      emit(unchanged(fact, t, before) ? [line] : rewritten(fact, code, first, t));
    }
    if (playersEnd === null && isSectionCode(code)) sectionEnd = out.length;
  }
  const sectionAdds: string[] = [];
  for (const [code, key] of SECTION_FIELDS) if (!factsSeen.has(key)) sectionAdds.push(...fieldLine(code, t[key]));
  if (!factsSeen.has('deputies')) sectionAdds.push(...t.deputyArbiters.map(deputyLine));
  if (!factsSeen.has('roundDates')) sectionAdds.push(...roundDatesLine(t.roundDates ?? []));
  if (t.totalRounds > 0 && !written.has('142')) sectionAdds.push(totalRoundsLine('142', t.totalRounds));
  if (t.initialColour !== null && !written.has('152')) sectionAdds.push(colourLine(t.initialColour));
  if (!written.has('162') && (!factsSeen.has('points') || pointSystemIn162(t.pointSystem))) sectionAdds.push(...pointSystemLines(t.pointSystem));
  if (t.rankOrder && !written.has('XXC')) sectionAdds.push(...xxcLine(t));
  sectionAdds.push(...kept.filter((l) => isSectionCode(l.code)).map(keptText));
  const afterPlayers = t.players.slice(players).map((p) => playerLine(p, playerSource.get(p.startNumber)));
  if (!written.has('250')) afterPlayers.push(...accelerationLines(t.accelerations));
  if (!factsSeen.has('forbidden')) afterPlayers.push(...forbiddenPairLines(t));
  out.splice(playersEnd ?? sectionEnd, 0, ...afterPlayers);
  out.splice(sectionEnd, 0, ...sectionAdds);
  out.push(...kept.filter((l) => !isSectionCode(l.code)).map(keptText));
  return out;
}
