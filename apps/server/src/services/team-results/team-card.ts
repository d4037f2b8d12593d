import { boardGamesOfRound, type ResultCode } from '@kingside/engine';
import type { TeamCard, TeamCardRound } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { cachedTeamEvent } from '../core/standings/team-cache.js';
import { pairedRounds, type TeamEventResults } from '../core/standings/team-event.js';
import { teamCells } from './crosstable.js';
import { namesOf } from '../core/standings/team-names.js';

/** What a board brought the player, as the pairing sheets write it; a round sat out and an unplayed board have none. */
const RESULT_TEXT: Partial<Record<ResultCode, string>> = {
  '1': '1',
  W: '1',
  '=': '1/2',
  D: '1/2',
  '0': '0',
  L: '0',
  '+': '+',
  '-': '-',
  U: 'U',
  H: 'H',
  F: 'F',
  Z: 'Z',
};

/** A team's page: its roster round by round (board, opponent, colour, result) and its matches. */
export async function teamCard(ctx: AppContext, tournamentId: string, teamId: string): Promise<TeamCard> {
  return teamCardOf(await cachedTeamEvent(ctx, tournamentId), teamId);
}

export function teamCardOf(event: TeamEventResults, teamId: string): TeamCard {
  const team = event.teamData.teams.find((t) => t.id === teamId);
  if (!team) throw notFound('Team not found in this tournament');
  const names = namesOf(event);
  const rounds = pairedRounds(event);
  const players = new Map(event.tt.tournament.players.map((p) => [p.startNumber, p]));
  const boardsByRound = Array.from({ length: rounds }, (_, r) => boardGamesOfRound(event.tt, r + 1).get(team.pairingNumber) ?? []);
  const roster = event.teamData.members.filter((m) => m.teamId === team.id).sort((a, b) => a.position - b.position);
  return {
    team: { ...names.teamRef(team), club: team.club, federation: team.federation, withdrawn: team.withdrawn },
    boardsPerMatch: event.tt.boards,
    roster: roster.flatMap((member) => {
      const entry = names.entry(member.entryId);
      // A registration awaiting its fee is not a participant yet.
      if (!entry) return [];
      const entryRounds = players.get(entry.pairingNumber)?.rounds ?? [];
      let points = 0;
      let games = 0;
      const perRound = boardsByRound.map((boards, r): TeamCardRound => {
        const game = boards.find((b) => b.player === entry.pairingNumber);
        const own = entryRounds[r];
        if (game) {
          points += game.points;
          games += 1;
        }
        const opponent = game && game.opponent !== null ? names.entryByNumber(game.opponent) : undefined;
        const result = own?.result === ' ' ? null : (RESULT_TEXT[own?.result ?? ' '] ?? null);
        return {
          round: r + 1,
          board: game?.board ?? null,
          opponent: opponent ? names.player(opponent) : null,
          colour: game?.colour ?? null,
          // A round the player sat out is no result of theirs.
          result: game || own?.result === 'U' ? result : null,
        };
      });
      return [{ player: names.player(entry), position: member.position, points, games, rounds: perRound }];
    }),
    matches: teamCells(event, team.pairingNumber, rounds).map((cell) => {
      const opponent = cell.opponent === null ? undefined : names.teamByNumber(cell.opponent);
      return { ...cell, opponentTeam: opponent ? names.teamRef(opponent) : null };
    }),
  };
}
