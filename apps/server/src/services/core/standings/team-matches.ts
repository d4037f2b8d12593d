import { boardColour, teamScore } from '@kingside/engine';
import type { MatchBoard, MatchResult, PairedMatch, RoundMatches, TeamPoints } from '@kingside/contract';
import { notFound } from '../../../http/errors.js';
import type { BoardRow } from '../engine-model.js';
import type { MatchRow } from '../team-model.js';
import type { TeamEventResults } from './team-event.js';
import { namesOf, type Names } from './team-names.js';
import { words } from '../languages/message.js';

/** A round's matches by table, with each team's score before the round and, once published, the boards. */
export function roundMatchesOf(event: TeamEventResults, round: number): RoundMatches {
  const roundRow = event.data.rounds.find((r) => r.number === round);
  const matchRows = roundRow ? event.teamData.matches.filter((m) => m.roundId === roundRow.id) : [];
  if (!roundRow || matchRows.length === 0) throw notFound(words('Round {round} is not paired yet', { round }));
  const names = namesOf(event);
  const published = roundRow.lineupsPublishedAt !== null;
  const boardsOf = new Map<string, BoardRow[]>();
  for (const g of event.data.games) {
    const matchId = event.matchOfGame.get(g.id);
    if (g.roundId !== roundRow.id || matchId === undefined) continue;
    boardsOf.set(matchId, [...(boardsOf.get(matchId) ?? []), g]);
  }
  return {
    round,
    boardsPerMatch: event.tt.boards,
    lineupsPublished: published,
    started: roundRow.startedAt !== null,
    matches: [...matchRows].sort((a, b) => a.tableNumber - b.tableNumber).map((m) => pairedMatch(event, names, m, round, published, boardsOf.get(m.id) ?? [])),
  };
}

function pairedMatch(event: TeamEventResults, names: Names, m: MatchRow, round: number, published: boolean, games: BoardRow[]): PairedMatch {
  const white = names.team(m.whiteTeamId);
  const black = m.blackTeamId === null ? null : names.team(m.blackTeamId);
  const before = (pairingNumber: number) => teamScore(event.histories.get(pairingNumber) ?? [], round - 1);
  return {
    id: m.id,
    table: m.tableNumber,
    white: { ...names.teamRef(white), before: before(white.pairingNumber) },
    black: black === null ? null : { ...names.teamRef(black), before: before(black.pairingNumber) },
    pairingAllocatedBye: black === null,
    forfeit: m.forfeit,
    result: published || m.forfeit !== null ? matchResult(event, round, white.pairingNumber, black?.pairingNumber ?? null) : null,
    boards: boardsOfMatch(event, names, white.id, games),
  };
}

function matchResult(event: TeamEventResults, round: number, white: number, black: number | null): MatchResult | null {
  const side = (team: number): TeamPoints | null => {
    const r = event.histories.get(team)?.[round - 1];
    if (!r || r.pending || r.kind === 'absent') return null;
    return { matchPoints: r.matchPoints, gamePoints: r.gamePoints };
  };
  const w = side(white);
  if (w === null) return null;
  if (black === null) return { white: w, black: null };
  const b = side(black);
  return b === null ? null : { white: w, black: b };
}

/**
 * The boards of a match, board 1 first. A board's number is its players' place in their team's lineup (the lineup
 * keeps roster order, so the k-th of a team's players in the match sits at board k); a board one team left empty
 * has only the player present, in the seat their board's colour gives them.
 */
function boardsOfMatch(event: TeamEventResults, names: Names, whiteTeamId: string, games: BoardRow[]): MatchBoard[] {
  const lineups = new Map<string, string[]>();
  for (const g of games) {
    for (const id of [g.whiteId, g.blackId]) {
      const team = id === null ? undefined : names.teamOfEntry(id);
      if (id !== null && team) lineups.set(team.id, [...(lineups.get(team.id) ?? []), id]);
    }
  }
  for (const ids of lineups.values()) ids.sort((a, b) => names.position(a) - names.position(b));
  const boardOf = (entryId: string) => {
    const team = names.teamOfEntry(entryId);
    return (team ? (lineups.get(team.id)?.indexOf(entryId) ?? -1) : -1) + 1;
  };
  const player = (id: string | null) => {
    const entry = id === null ? undefined : names.entry(id);
    return entry ? names.player(entry) : null;
  };
  return games
    .map((g): MatchBoard => {
      const board = boardOf(g.whiteId);
      if (g.kind !== 'forfeit_win') return { board, gameId: g.id, white: player(g.whiteId), black: player(g.blackId), result: g.result };
      const teamColour = names.teamOfEntry(g.whiteId)?.id === whiteTeamId ? 'w' : 'b';
      const seat = boardColour(board, teamColour, event.tt.boardColourSequence);
      return seat === 'w'
        ? { board, gameId: g.id, white: player(g.whiteId), black: null, result: '+/-' }
        : { board, gameId: g.id, white: null, black: player(g.whiteId), result: '-/+' };
    })
    .sort((a, b) => a.board - b.board);
}
