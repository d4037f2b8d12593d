import { and, eq, gt, max, sql } from 'drizzle-orm';
import { orderBoards, pairingWarningLevel, pairingWarnings, type PairingWarning } from '@kingside/engine';
import { isTeamSystem, type Locale, type RoundPairings } from '@kingside/contract';
import type { z } from 'zod';
import type { addPairingBody, removePairingBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { games } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { oneAfterAnother, refuseInFideMode, requireConfirmation, saidWarnings, type Warning } from '../core/warning-levels.js';
import { publishChange } from '../core/live/publish.js';
import { expelledText } from '../core/expelled.js';
import { managedTournament, type TournamentRow } from '../core/access.js';
import { loadTournamentData, toEngine, type EntryRow, type RoundRow, type TournamentData } from '../core/engine-model.js';
import { roundPairings } from '../core/pairings.js';
import { refuseFinished, roundOf, settleRoundState } from '../core/round-state.js';
import { asWords, words, type Words } from '../core/languages/message.js';

/** The current round, for manual pairing: paired or started, not scored. */
export async function changeableRound(tx: Tx, t: TournamentRow, round: number): Promise<RoundRow> {
  refuseFinished(t);
  if (isTeamSystem(t.system)) throw conflict("A team event's boards come from the teams' lineups; change a lineup, or record a match forfeit, instead");
  if (t.currentRound === 0) throw conflict('No round is paired yet');
  if (round !== t.currentRound) throw conflict(words('Only the current round (round {round}) can be changed by hand', { round: t.currentRound }));
  const roundRow = (await roundOf(tx, t.id, round)) as RoundRow;
  if (roundRow.state === 'scored') throw conflict(words('Round {round} is scored; pair round {next} instead', { round, next: round + 1 }));
  return roundRow;
}

/** Manual pairing is a phase of the round: boards change only between "Edit pairings" and "Validate pairings". */
async function editableRound(tx: Tx, t: TournamentRow, round: number): Promise<RoundRow> {
  const roundRow = await changeableRound(tx, t, round);
  if (!roundRow.editingPairings) throw conflict(words('Round {round}\'s pairings are not being edited; choose "Edit pairings" first', { round }));
  return roundRow;
}

/** A warning of the engine in the arbiter's words, players by name. */
export function pairingWarningText(warning: PairingWarning, round: number, name: (pairingNumber: number) => string): Words {
  switch (warning.rule) {
    case 'rematch':
      return words('{first} and {second} have already played each other (round {round}; FIDE C.04.1 art. 2)', {
        first: name(warning.players[0]),
        second: name(warning.players[1]),
        round: warning.round,
      });
    case 'forbidden-pair':
      return words('{first} and {second} may not be paired in round {round} (FIDE C.04.1 art. 2)', {
        first: name(warning.players[0]),
        second: name(warning.players[1]),
        round,
      });
    case 'bye-not-allowed':
      return words("{name} has already had the pairing-allocated bye or a win's points without playing (FIDE C.04.1 art. 4)", { name: name(warning.player) });
    case 'second-bye':
      return words('Round {round} already has a pairing-allocated bye ({name}; FIDE C.04.1 art. 3)', { round, name: name(warning.player) });
    case 'colour-difference':
      return warning.difference > 0
        ? words('{name} would have {count} more whites than blacks (FIDE C.04.1 art. 6)', { name: name(warning.player), count: warning.difference })
        : words('{name} would have {count} more blacks than whites (FIDE C.04.1 art. 6)', { name: name(warning.player), count: -warning.difference });
    case 'colour-three-running':
      return warning.colour === 'w'
        ? words('{name} would have white three times running (FIDE C.04.1 art. 7)', { name: name(warning.player) })
        : words('{name} would have black three times running (FIDE C.04.1 art. 7)', { name: name(warning.player) });
    case 'colours-against-due':
      return words('{first} and {second} both get the colour opposite to the one due to them (FIDE C.04.3 art. 5)', {
        first: name(warning.players[0]),
        second: name(warning.players[1]),
      });
  }
}

/**
 * What the arbiter should know before a board made by hand stands, with its warning level: a withdrawn player
 * (level 3), and the FIDE rules the board breaks as the engine reads them (the same rules its own pairings keep),
 * at the levels the engine gives them.
 */
export function manualPairingWarnings(data: TournamentData, round: number, whiteId: string, blackId: string | null): Warning[] {
  const byId = new Map(data.entries.map((e) => [e.id, e]));
  const byNumber = new Map(data.entries.map((e) => [e.pairingNumber, e]));
  const entry = (id: string) => byId.get(id) as EntryRow;
  const name = (pairingNumber: number) => (byNumber.get(pairingNumber) as EntryRow).name;
  const withdrawn = [whiteId, blackId].flatMap((id) =>
    id !== null && entry(id).withdrawn ? [{ level: 3 as const, message: words('{name} has withdrawn', { name: entry(id).name }) }] : [],
  );
  const board = { white: entry(whiteId).pairingNumber, black: blackId === null ? null : entry(blackId).pairingNumber };
  const broken = pairingWarnings(toEngine(data), round, board).map((warning) => ({
    level: pairingWarningLevel(warning),
    message: pairingWarningText(warning, round, name),
  }));
  return [...withdrawn, ...broken];
}

/**
 * Level 5 warnings refuse the board in FIDE mode and, out of it, ask for the same confirmation as level 3; level 3
 * waits for the arbiter's confirmation; level 2 goes through and is answered for the arbiter to acknowledge.
 */
function weighWarnings(t: TournamentRow, warnings: Warning[], given: z.output<typeof addPairingBody>['confirmation']): void {
  const refused = warnings.filter((w) => w.level === 5);
  if (refused.length > 0) refuseInFideMode(t, words('Pairing not added: {warnings}', { warnings: asWords(oneAfterAnother(refused.map((w) => w.message))) }));
  if (warnings.some((w) => w.level >= 3)) {
    const toConfirm = warnings.filter((w) => w.level >= 3).map((w) => w.message);
    requireConfirmation(3, given, words('Pairing not added, against FIDE rules: {warnings}', { warnings: asWords(oneAfterAnother(toConfirm)) }));
  }
}

/** Pairs two unpaired players of the current round (or gives one the pairing-allocated bye); warns on FIDE rules. */
export async function addPairing(ctx: AppContext, user: UserRow, body: z.output<typeof addPairingBody>, locale: Locale): Promise<RoundPairings> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, body.tournamentId, { lock: true });
    const roundRow = await editableRound(tx, t, body.round);
    const black = body.black ?? null;
    if (black === body.white) throw badRequest('black: a player cannot play themselves', 'black');
    const data = await loadTournamentData(tx, t.id, t);
    for (const [field, id] of [
      ['white', body.white],
      ['black', black],
    ] as const) {
      if (id === null) continue;
      const entry = data.entries.find((e) => e.id === id);
      if (!entry) throw notFound(words('{field}: no such player in this tournament', { field }));
      if (entry.expelledAt)
        throw conflict(words('{field}: {expelled}, and an expelled player is not paired again', { field, expelled: expelledText(entry) }), field);
      const row = data.games.find((g) => g.roundId === roundRow.id && (g.whiteId === id || g.blackId === id));
      if (row) {
        throw conflict(
          words(
            '{field}: {name} is already {kind, select, game {paired on board {board}} pairing_bye {on board {board} (pairing bye)} half_point_bye {on board {board} (half point bye)} full_point_bye {on board {board} (full point bye)} zero_point_bye {on board {board} (zero point bye)} forfeit_win {on board {board} (forfeit win)} absent {on board {board} (absent)} other {on board {board}}}; remove that pairing first',
            { field, name: entry.name, kind: row.kind, board: row.board },
          ),
          field,
        );
      }
    }
    const warnings = manualPairingWarnings(data, body.round, body.white, black);
    weighWarnings(t, warnings, body.confirmation);
    const [{ last }] = await tx
      .select({ last: max(games.board) })
      .from(games)
      .where(eq(games.roundId, roundRow.id));
    await tx.insert(games).values({
      roundId: roundRow.id,
      tournamentId: t.id,
      board: (last ?? 0) + 1,
      whiteId: body.white,
      blackId: black,
      kind: black === null ? 'pairing_bye' : 'game',
    });
    if (t.system === 'dutch') await putBoardsInOrder(tx, await loadTournamentData(tx, t.id, t), roundRow, body.round);
    await settleRoundState(ctx, tx, roundRow);
    await publishChange(tx, t.id, 'pairing_changed', body.round, ctx.clock());
    return roundPairings(await loadTournamentData(tx, t.id), body.round, saidWarnings(locale, warnings));
  });
}

/**
 * Numbers the round's boards as the pairing does (pair.ts): the games in the engine's board order, then the
 * pairing-allocated bye, then the rows without an opponent as they were. A board made by hand so takes its place by
 * the players' scores instead of coming last. Round robins keep their Berger table's boards.
 */
async function putBoardsInOrder(tx: Tx, data: TournamentData, roundRow: RoundRow, round: number): Promise<void> {
  const rows = data.games.filter((g) => g.roundId === roundRow.id).sort((a, b) => a.board - b.board);
  const numberOf = new Map(data.entries.map((e) => [e.id, e.pairingNumber]));
  const played = rows.filter((g) => g.kind === 'game' && g.blackId !== null);
  const byBoard = new Map(played.map((g) => [`${numberOf.get(g.whiteId)}-${numberOf.get(g.blackId as string)}`, g]));
  const ordered = orderBoards(
    toEngine(data),
    round,
    played.map((g) => ({ white: numberOf.get(g.whiteId) as number, black: numberOf.get(g.blackId as string) as number })),
  ).map((b) => byBoard.get(`${b.white}-${b.black}`) as (typeof rows)[number]);
  const rest = rows.filter((g) => !played.includes(g));
  const byes = rest.filter((g) => g.kind === 'pairing_bye');
  const final = [...ordered, ...byes, ...rest.filter((g) => g.kind !== 'pairing_bye')];
  for (const [index, game] of final.entries()) {
    if (game.board !== index + 1)
      await tx
        .update(games)
        .set({ board: index + 1 })
        .where(eq(games.id, game.id));
  }
}

/** Removes one row of the current round (a board without a result, or a bye); later boards move up. */
export async function removePairing(ctx: AppContext, user: UserRow, body: z.output<typeof removePairingBody>, locale: Locale): Promise<RoundPairings> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, body.tournamentId, { lock: true });
    const roundRow = await editableRound(tx, t, body.round);
    const [game] = await tx
      .select()
      .from(games)
      .where(and(eq(games.roundId, roundRow.id), eq(games.board, body.board)));
    if (!game) throw notFound(words('board: round {round} has no board {board}', { round: body.round, board: body.board }));
    if (game.result !== null)
      throw conflict(words('board: board {board} has a result ({result}); it can no longer be removed', { board: body.board, result: game.result }), 'board');
    await tx.delete(games).where(eq(games.id, game.id));
    await tx
      .update(games)
      .set({ board: sql`${games.board} - 1` })
      .where(and(eq(games.roundId, roundRow.id), gt(games.board, body.board)));
    await settleRoundState(ctx, tx, roundRow);
    await publishChange(tx, t.id, 'pairing_changed', body.round, ctx.clock());
    const pairings = roundPairings(await loadTournamentData(tx, t.id), body.round);
    const notPaired = words('Not paired in round {round}: {names}', { round: body.round, names: pairings.unpaired.map((p) => p.name).join(', ') });
    const warnings: Warning[] = pairings.unpaired.length > 0 ? [{ level: 2, message: notPaired }] : [];
    return { ...pairings, warnings: saidWarnings(locale, warnings) };
  });
}
