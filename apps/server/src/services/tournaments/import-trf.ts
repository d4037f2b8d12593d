import { readTrf, roundsPlayed, TrfError, type Player, type ResultCode, type Tournament as EngineTournament } from '@kingside/engine';
import { defaultTiebreaks, type GameResult, type PlayerTitle, type Tournament } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { entries, games, rounds, tournaments } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import type { UserRow } from '../accounts/sessions.js';
import type { GameRow } from './engine-model.js';
import { summaryOf } from './tournaments.js';

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
  Z: 'zero_point_bye',
  '-': 'absent',
  ' ': 'absent',
};

const isHalves = (n: number) => Number.isFinite(n) && n >= 0 && n <= 10 && Number.isInteger(n * 2);

function parse(text: string): EngineTournament {
  try {
    return readTrf(text);
  } catch (error) {
    if (error instanceof TrfError || error instanceof RangeError) throw badRequest(`trf: ${error.message}`, 'trf');
    throw error;
  }
}

/** Every round's rows as Kingside stores them, or a 400 naming what the file holds that Kingside cannot. */
function roundRows(t: EngineTournament, round: number, byNumber: Map<number, Player>) {
  const rows: { white: number; black: number | null; kind: GameRow['kind']; result: GameResult | null }[] = [];
  for (const p of [...t.players].sort((a, b) => a.startNumber - b.startNumber)) {
    const e = p.rounds[round - 1];
    if (!e) continue;
    if (e.opponent === null) {
      const kind = unpairedKinds[e.result];
      if (!kind) throw badRequest(`trf: player ${p.startNumber} has a ${e.result} bye in round ${round}, which Kingside does not record`, 'trf');
      rows.push({ white: p.startNumber, black: null, kind, result: null });
      continue;
    }
    if (e.colour !== 'w') continue;
    const opponent = byNumber.get(e.opponent)?.rounds[round - 1];
    if (!opponent || opponent.opponent !== p.startNumber)
      throw badRequest(`trf: round ${round} pairs ${p.startNumber} with ${e.opponent}, who does not have them as opponent`, 'trf');
    const key = `${played[e.result] ?? '?'}/${played[opponent.result] ?? '?'}`;
    if (!(key in boardResults))
      throw badRequest(`trf: round ${round}, ${p.startNumber} against ${e.opponent}: results ${e.result} and ${opponent.result} do not go together`, 'trf');
    rows.push({ white: p.startNumber, black: e.opponent, kind: 'game', result: boardResults[key] });
  }
  return rows;
}

/** Creates a Swiss from a TRF file, owned by the caller: players with their pairing numbers, every round and result. */
export async function importTrf(ctx: AppContext, user: UserRow, text: string, name: string | undefined): Promise<Tournament> {
  const t = parse(text);
  const { win, draw, loss, pairingAllocatedBye } = t.pointSystem;
  if (![win, draw, loss, pairingAllocatedBye].every(isHalves)) throw badRequest('trf: the point system must be in half points from 0 to 10', 'trf');
  if (t.players.length === 0) throw badRequest('trf: the file has no players (001 lines)', 'trf');
  const played = roundsPlayed(t);
  const totalRounds = Math.max(t.totalRounds, played);
  if (totalRounds < 1 || totalRounds > 99) throw badRequest('trf: the file gives no number of rounds (142 or XXR) and records none', 'trf');
  const byNumber = new Map(t.players.map((p) => [p.startNumber, p]));
  const plan = Array.from({ length: played }, (_, r) => roundRows(t, r + 1, byNumber));
  const now = ctx.clock();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tournaments)
      .values({
        ownerId: user.id,
        name: name ?? (t.name.trim() || 'Imported tournament'),
        system: 'dutch',
        totalRounds,
        city: t.city || null,
        federation: /^[A-Z]{3}$/.test(t.federation) ? t.federation : null,
        timeControl: t.timeControl || null,
        chiefArbiter: t.chiefArbiter || null,
        deputyArbiters: t.deputyArbiters.filter(Boolean),
        ratingType: 'standard',
        pointSystem: { win, draw, loss },
        pabPoints: pairingAllocatedBye,
        acceleration: 'none',
        tiebreaks: defaultTiebreaks('dutch'),
        sharedPlaces: true,
        initialColour: t.initialColour,
        currentRound: played,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: tournaments.id });
    const inserted = await tx
      .insert(entries)
      .values(
        t.players.map((p) => ({
          tournamentId: row.id,
          pairingNumber: p.startNumber,
          name: p.name.trim() || `Player ${p.startNumber}`,
          fideId: /^\d{1,10}$/.test(p.fideId) && Number(p.fideId) > 0 ? Number(p.fideId) : null,
          rating: p.rating,
          title: titles[p.title] ?? '',
          federation: /^[A-Z]{3}$/.test(p.federation) ? p.federation : null,
          sex: p.sex === 'm' ? ('m' as const) : p.sex === 'w' ? ('w' as const) : null,
          birthDate: /^\d{4}(\/\d{2}\/\d{2})?$/.test(p.birthDate) ? p.birthDate.replaceAll('/', '-') : null,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: entries.id, pairingNumber: entries.pairingNumber });
    const entryId = new Map(inserted.map((e) => [e.pairingNumber, e.id]));
    for (const [index, rows] of plan.entries()) {
      const complete = rows.every((r) => r.kind !== 'game' || r.result !== null);
      const [roundRow] = await tx
        .insert(rounds)
        .values({
          tournamentId: row.id,
          number: index + 1,
          state: complete ? 'scored' : 'started',
          pairedAt: now,
          pairedBy: user.id,
          startedAt: now,
          scoredAt: complete ? now : null,
        })
        .returning({ id: rounds.id });
      const ordered = [...rows.filter((r) => r.kind === 'game'), ...rows.filter((r) => r.kind !== 'game')];
      if (ordered.length === 0) continue;
      await tx.insert(games).values(
        ordered.map((r, board) => ({
          roundId: roundRow.id,
          tournamentId: row.id,
          board: board + 1,
          whiteId: entryId.get(r.white) as string,
          blackId: r.black === null ? null : (entryId.get(r.black) as string),
          kind: r.kind,
          result: r.result,
          resultBy: r.result === null ? null : user.id,
          resultAt: r.result === null ? null : now,
        })),
      );
    }
    return row.id;
  });
  return summaryOf(ctx.db, id);
}
