import {
  isTeamFile,
  readTeamTournament,
  readTrf,
  roundsPlayed,
  TrfError,
  type Player,
  type ResultCode,
  type TeamTournament,
  type Tournament as EngineTournament,
} from '@kingside/engine';
import { invisibleCharacterIn, SOURCE_LOCALE, type GameResult, type PlayerTitle } from '@kingside/contract';
import type { GameRow } from './engine-model.js';
import { TeamImportRefused, teamPlanOf, type TeamPlan } from './import-team-trf-plan.js';
import { words, type Words } from './languages/message.js';
import { say } from './languages/say.js';

// A TRF file read and turned into the rows Kingside stores, as a pure function: a large file is read in a
// worker thread (core/pairing/tasks.ts), and only the writing is left to the event loop (import-trf.ts).

/** What the file holds that Kingside cannot take (a 400 naming it). */
class ImportRefused extends Error {
  constructor(readonly words: Words) {
    super(say(SOURCE_LOCALE, words));
  }
}

const titles: Record<string, PlayerTitle> = { g: 'GM', m: 'IM', wg: 'WGM', f: 'FM', wm: 'WIM', c: 'CM', wf: 'WFM', wc: 'WCM' };
/** Unrated games (W, D, L) are kept as results; Kingside records every game's result the same way. */
const played: Partial<Record<ResultCode, '1' | '=' | '0' | '+' | '-' | ' '>> = {
  '1': '1',
  W: '1',
  '=': '=',
  D: '=',
  '0': '0',
  L: '0',
  '+': '+',
  '-': '-',
  ' ': ' ',
};
const boardResults: Record<string, GameResult | null> = {
  '1/0': '1-0',
  '0/1': '0-1',
  '=/=': '1/2-1/2',
  '+/-': '+/-',
  '-/+': '-/+',
  '-/-': '-/-',
  ' / ': null,
};
const unpairedKinds: Partial<Record<ResultCode, Exclude<GameRow['kind'], 'game'>>> = {
  U: 'pairing_bye',
  H: 'half_point_bye',
  F: 'full_point_bye',
  Z: 'zero_point_bye',
  '-': 'absent',
  ' ': 'absent',
};

const isHalves = (n: number) => Number.isFinite(n) && n >= 0 && n <= 10 && Number.isInteger(n * 2);

/** The file as the engine reads it: a team file (310 records) with its teams, any other as an individual tournament. */
function parse(text: string): { tournament: EngineTournament; team: TeamTournament | null } {
  try {
    if (isTeamFile(text)) {
      const team = readTeamTournament(text);
      return { tournament: team.tournament, team };
    }
    return { tournament: readTrf(text), team: null };
  } catch (error) {
    if (error instanceof TrfError || error instanceof RangeError)
      throw new ImportRefused(words('{field}: {problem}', { field: 'trf', problem: error.message }));
    throw error;
  }
}

/**
 * Every round's rows as Kingside stores them, or a 400 naming what the file holds that Kingside cannot. In a team
 * event a `+` without an opponent is a board the opposing team left empty.
 */
function roundRows(t: EngineTournament, round: number, byNumber: Map<number, Player>, team: boolean) {
  const rows: { white: number; black: number | null; kind: GameRow['kind']; result: GameResult | null }[] = [];
  for (const p of [...t.players].sort((a, b) => a.startNumber - b.startNumber)) {
    const e = p.rounds[round - 1];
    if (!e) continue;
    if (e.opponent === null) {
      const kind = team && e.result === '+' ? 'forfeit_win' : unpairedKinds[e.result];
      if (!kind)
        throw new ImportRefused(
          words('trf: player {player} has a {result} bye in round {round}, which Kingside does not record', { player: p.startNumber, result: e.result, round }),
        );
      rows.push({ white: p.startNumber, black: null, kind, result: null });
      continue;
    }
    if (e.colour !== 'w') continue;
    const opponent = byNumber.get(e.opponent)?.rounds[round - 1];
    if (!opponent || opponent.opponent !== p.startNumber)
      throw new ImportRefused(
        words('trf: round {round} pairs {player} with {opponent}, who does not have them as opponent', { round, player: p.startNumber, opponent: e.opponent }),
      );
    const key = `${played[e.result] ?? '?'}/${played[opponent.result] ?? '?'}`;
    if (!(key in boardResults))
      throw new ImportRefused(
        words('trf: round {round}, {player} against {opponent}: results {result} and {opponentResult} do not go together', {
          round,
          player: p.startNumber,
          opponent: e.opponent,
          result: e.result,
          opponentResult: opponent.result,
        }),
      );
    rows.push({ white: p.startNumber, black: e.opponent, kind: 'game', result: boardResults[key] });
  }
  return rows;
}

/** The imported tournament as rows to insert: the tournament's fields, its players, and every round's boards in order. */
export interface ImportPlan {
  tournament: {
    name: string;
    totalRounds: number;
    played: number;
    city: string | null;
    federation: string | null;
    timeControl: string | null;
    chiefArbiter: string | null;
    deputyArbiters: string[];
    pointSystem: { win: number; draw: number; loss: number };
    pabPoints: number;
    initialColour: EngineTournament['initialColour'];
  };
  players: {
    pairingNumber: number;
    name: string;
    fideId: number | null;
    rating: number;
    title: string;
    federation: string | null;
    sex: 'm' | 'w' | null;
    birthDate: string | null;
  }[];
  /** Per round: its boards, games first, and whether every game has its result. */
  rounds: { rows: ReturnType<typeof roundRows>; complete: boolean }[];
  /** The file's prohibited pairings (TRF(x) XXP, TRF-2026 260) Kingside can hold: players kept apart in every round, or up to one. */
  prohibitions: { pairingNumbers: number[]; lastRound: number | null }[];
  /** A team file's teams, rosters and matches, the rounds' rows in board order; null for an individual file. */
  team: TeamPlan<ReturnType<typeof roundRows>[number]> | null;
}

export type ImportPlanned = { ok: true; plan: ImportPlan } | { ok: false; message: Words };

export function planImport(text: string): ImportPlanned {
  try {
    return { ok: true, plan: plan(parse(text)) };
  } catch (error) {
    if (error instanceof ImportRefused || error instanceof TeamImportRefused) return { ok: false, message: error.words };
    throw error;
  }
}

/** A file the import took, read again with what the import made of it (the TRF export); null if it would now be refused. */
export function rereadImport(text: string): { file: EngineTournament; plan: ImportPlan } | null {
  try {
    const file = parse(text);
    return { file: file.tournament, plan: plan(file) };
  } catch (error) {
    if (error instanceof ImportRefused || error instanceof TeamImportRefused) return null;
    throw error;
  }
}

/** The names a file brings in pass the check a name typed into a form passes (the contract's one-line text fields). */
function refuseInvisibleCharacters(t: EngineTournament): void {
  const texts: [{ what: string; player?: number }, string][] = [
    [{ what: 'name' }, t.name],
    [{ what: 'city' }, t.city],
    [{ what: 'chiefArbiter' }, t.chiefArbiter],
    ...t.deputyArbiters.map((name): [{ what: string }, string] => [{ what: 'deputy' }, name]),
    ...t.players.map((p): [{ what: string; player: number }, string] => [{ what: 'player', player: p.startNumber }, p.name]),
  ];
  for (const [{ what, player }, text] of texts) {
    const found = invisibleCharacterIn(text);
    if (found)
      throw new ImportRefused(
        words(
          "trf: {what, select, name {the tournament name (012)} city {the city (022)} chiefArbiter {the chief arbiter (102)} deputy {a deputy arbiter (112)} other {player {player}'s name}} holds {found}, an invisible or direction-changing character; remove it and import again",
          { what, player: player ?? 0, found },
        ),
      );
  }
}

function plan({ tournament: t, team }: ReturnType<typeof parse>): ImportPlan {
  refuseInvisibleCharacters(t);
  const { win, draw, loss, pairingAllocatedBye } = t.pointSystem;
  if (![win, draw, loss, pairingAllocatedBye].every(isHalves)) throw new ImportRefused(words('trf: the point system must be in half points from 0 to 10'));
  if (t.players.length === 0) throw new ImportRefused(words('trf: the file has no players (001 lines)'));
  const played = roundsPlayed(t);
  const totalRounds = Math.max(t.totalRounds, played);
  if (totalRounds < 1 || totalRounds > 99) throw new ImportRefused(words('trf: the file gives no number of rounds (142 or XXR) and records none'));
  const byNumber = new Map(t.players.map((p) => [p.startNumber, p]));
  const rounds = Array.from({ length: played }, (_, r) => {
    const rows = roundRows(t, r + 1, byNumber, team !== null);
    return {
      rows: [...rows.filter((row) => row.kind === 'game'), ...rows.filter((row) => row.kind !== 'game')],
      complete: rows.every((row) => row.kind !== 'game' || row.result !== null),
    };
  });
  return {
    tournament: {
      name: t.name.trim(),
      totalRounds,
      played,
      city: t.city || null,
      federation: /^[A-Z]{3}$/.test(t.federation) ? t.federation : null,
      timeControl: t.timeControl || null,
      chiefArbiter: t.chiefArbiter || null,
      deputyArbiters: t.deputyArbiters.filter(Boolean),
      pointSystem: { win, draw, loss },
      pabPoints: pairingAllocatedBye,
      initialColour: t.initialColour,
    },
    players: t.players.map((p) => ({
      pairingNumber: p.startNumber,
      name: p.name.trim() || `Player ${p.startNumber}`,
      fideId: /^\d{1,10}$/.test(p.fideId) && Number(p.fideId) > 0 ? Number(p.fideId) : null,
      rating: p.rating,
      title: titles[p.title] ?? '',
      federation: /^[A-Z]{3}$/.test(p.federation) ? p.federation : null,
      sex: p.sex === 'm' ? ('m' as const) : p.sex === 'w' ? ('w' as const) : null,
      birthDate: /^\d{4}(\/\d{2}\/\d{2})?$/.test(p.birthDate) ? p.birthDate.replaceAll('/', '-') : null,
    })),
    rounds,
    prohibitions: prohibitionsOf(t),
    team:
      team === null
        ? null
        : teamPlanOf(
            team,
            rounds.map((r) => r.rows),
          ),
  };
}

/**
 * The file's prohibited pairings as Kingside's groups (kept apart in every round, or in rounds 1 to N): each pair
 * forbidden in every round, and each 260 group from round 1. A 260 starting later has no such group: the export
 * writes it back as read, but the pairing does not read it.
 */
function prohibitionsOf(t: EngineTournament): ImportPlan['prohibitions'] {
  const groups = [
    ...t.forbiddenPairs.map(([a, b]) => ({ pairingNumbers: [a, b], lastRound: null })),
    ...(t.forbiddenPairsInRounds ?? []).filter((f) => f.firstRound === 1).map((f) => ({ pairingNumbers: f.players, lastRound: f.lastRound })),
  ];
  // A player named twice is one member; a group of one keeps nobody apart.
  return groups.map((g) => ({ ...g, pairingNumbers: [...new Set(g.pairingNumbers)] })).filter((g) => g.pairingNumbers.length >= 2);
}
