import { allocateBoardPrizes, allocatePrizes, countedTeamRounds, teamRating, type Award, type PrizeEntrant, type PrizeResult } from '@kingside/engine';
import {
  isTeamSystem,
  teamPrizeFields,
  type Locale,
  type PrizeCategory,
  type PrizeField,
  type PrizeSharing,
  type StaticPrizeCategory,
} from '@kingside/contract';
import type { Tx } from '../../db/connection.js';
import { badRequest } from '../../http/errors.js';
import type { TournamentRow } from '../core/access.js';
import { words } from '../core/languages/message.js';
import { say } from '../core/languages/say.js';
import type { PrizeHolder } from '../core/prize-holders.js';
import { readTeamEvent, type TeamEventResults } from '../core/standings/team-event.js';
import { rankTeams } from '../core/standings/team-standings.js';
import { prizeList } from './entrants.js';

// A team event's prizes are of two kinds: its board prizes, won by players ranked per board (score or performance
// over a minimum of games), and its team places, won by teams in the order of the team standings. The individual
// categories do not apply to it, nor either of these to an individual event.

export const isTeamEvent = (t: Pick<TournamentRow, 'system'>) => isTeamSystem(t.system);

export interface Allocation {
  result: PrizeResult;
  holderOf: (award: Award) => PrizeHolder;
}

/**
 * The minimum of games a board prize asks by default: two thirds of the rounds, rounded up (the Olympiad asks 8 of
 * 11); the organiser may set another.
 */
export const defaultMinGames = (rounds: number) => Math.ceil((rounds * 2) / 3);

/**
 * The catalogue of a team event: the team places by the final team standings, then a board prize for each board, by
 * performance rating, from the default minimum. Team categories for some teams only (a school's, a rating band's)
 * are the team places with conditions. Named in the organiser's language, as the individual catalogue is.
 */
export function teamEventCatalogue(t: Pick<TournamentRow, 'boardsPerMatch' | 'totalRounds'>, locale: Locale): StaticPrizeCategory[] {
  const minGames = defaultMinGames(t.totalRounds);
  const places: StaticPrizeCategory = {
    id: 'teams',
    name: say(locale, 'Team places'),
    kind: 'team',
    conditions: [],
    description: say(locale, 'The teams in the order of the final team standings'),
  };
  const boards = Array.from({ length: t.boardsPerMatch ?? 0 }, (_, i) => ({
    id: `board-${i + 1}`,
    name: say(locale, words('Board {board}', { board: i + 1 })),
    kind: 'board' as const,
    conditions: [],
    board: { number: i + 1, rankBy: 'performance' as const, minGames },
    description: say(
      locale,
      words('Best performance rating on board {board}, from at least {count, plural, one {# game} other {# games}} played over the board', {
        board: i + 1,
        count: minGames,
      }),
    ),
  }));
  return [places, ...boards];
}

const isTeamField = (field: PrizeField) => (teamPrizeFields as readonly PrizeField[]).includes(field);

/** Refuses (400) a category the tournament cannot award, naming the category, its field `at` and what is wrong. */
export function checkCategoryFits(t: Pick<TournamentRow, 'system' | 'boardsPerMatch'>, c: PrizeCategory, at: string): void {
  const category = c.name;
  if (!isTeamEvent(t)) {
    const field = `${at}.kind`;
    if (c.kind === 'board' || c.board) throw badRequest(words('{field}: {category}: board prizes are for team events', { field, category }), field);
    if (c.kind === 'team') throw badRequest(words('{field}: {category}: team places are for team events', { field, category }), field);
    return;
  }
  if (c.kind === 'team') {
    if (c.board) throw badRequest(words('{field}: {category}: team places have no board', { field: `${at}.board`, category }), `${at}.board`);
    c.conditions.forEach((condition, i) => {
      const field = `${at}.conditions.${i}.field`;
      // The fields are the contract's codes, written as a request writes them.
      if (!isTeamField(condition.field))
        throw badRequest(
          words("{field}: {category}: a team category tests the team's {fields}, not {given}", {
            field,
            category,
            fields: teamPrizeFields.join(', '),
            given: condition.field,
          }),
          field,
        );
    });
    return;
  }
  if (c.kind !== 'board' || !c.board)
    throw badRequest(
      words("{field}: {category}: a team event's prizes are team places (kind team) or board prizes (kind board, with its board)", {
        field: `${at}.kind`,
        category,
      }),
      `${at}.kind`,
    );
  if (c.conditions.length > 0)
    throw badRequest(
      words('{field}: {category}: a board prize has no conditions, only its board and minimum of games', { field: `${at}.conditions`, category }),
      `${at}.conditions`,
    );
  if (c.board.number > (t.boardsPerMatch ?? 0))
    throw badRequest(
      words('{field}: {category}: the matches have {count, plural, one {# board} other {# boards}}', {
        field: `${at}.board.number`,
        category,
        count: t.boardsPerMatch ?? 0,
      }),
      `${at}.board.number`,
    );
}

/**
 * The teams as the engine's prize allocation takes them: in the order of the final team standings (primary score,
 * then the C.07 team tie-breaks, as the standings page shows them), with the fields team categories test. A
 * withdrawn team keeps its place in the standings and wins nothing.
 */
export function teamEntrants(event: TeamEventResults): PrizeEntrant[] {
  const primary = event.tt.scoring.primary;
  const byNumber = new Map(event.teamData.teams.map((team) => [team.pairingNumber, team]));
  const engineTeam = new Map(event.tt.teams.map((team) => [team.pairingNumber, team]));
  return rankTeams(event, countedTeamRounds(event.histories)).map(({ row, matchPoints, gamePoints }, index) => {
    const team = byNumber.get(row.team)!;
    const club = team.club?.trim();
    return {
      startNumber: team.pairingNumber,
      name: team.name,
      order: index + 1,
      points: primary === 'match' ? matchPoints : gamePoints,
      rating: teamRating(engineTeam.get(row.team)!, event.tt.tournament.players, event.tt.boards),
      federation: team.federation ?? undefined,
      attributes: club ? { club } : undefined,
      withdrawn: team.withdrawn,
    };
  });
}

/** The board prizes: players withdrawn, or of a withdrawn team, win nothing. */
function boardAwards(event: TeamEventResults, categories: readonly PrizeCategory[], sharing: PrizeSharing): PrizeResult {
  const withdrawnTeams = new Set(event.teamData.teams.filter((team) => team.withdrawn).map((team) => team.id));
  const ofWithdrawnTeam = new Set(event.teamData.members.filter((m) => withdrawnTeams.has(m.teamId)).map((m) => m.entryId));
  const excluded = event.data.entries.filter((e) => e.withdrawn || ofWithdrawnTeam.has(e.id)).map((e) => e.pairingNumber);
  return allocateBoardPrizes(event.tt, {
    tieMethod: sharing,
    rounds: countedTeamRounds(event.histories),
    excluded,
    categories: categories.map((c, i) => ({
      id: c.id,
      name: c.name,
      board: c.board!.number,
      priority: i + 1,
      by: c.board!.rankBy,
      minimumGames: c.board!.minGames,
      amounts: c.amounts,
    })),
  });
}

/**
 * The engine's prizes of a team event after the last round with all its results: the team places over the teams, the
 * board prizes over the players, each team and each player holding one prize at most. Awards come back in the
 * structure's order of categories.
 */
export async function allocateTeamEvent(
  tx: Tx,
  t: Pick<TournamentRow, 'id'>,
  categories: readonly PrizeCategory[],
  sharing: PrizeSharing,
): Promise<Allocation> {
  const event = await readTeamEvent(tx, t.id);
  const teamCategories = categories.filter((c) => c.kind === 'team');
  const places = allocatePrizes(teamEntrants(event), {
    ...prizeList(teamCategories, sharing),
    wording: { entrant: 'team', score: event.tt.scoring.primary === 'match' ? 'match point' : 'game point' },
  });
  const boards = boardAwards(
    event,
    categories.filter((c) => c.kind === 'board'),
    sharing,
  );
  const position = new Map(categories.map((c, i) => [c.id, i]));
  const inOrder = (a: { categoryId: string; place: number }, b: { categoryId: string; place: number }) =>
    position.get(a.categoryId)! - position.get(b.categoryId)! || a.place - b.place;
  const teamIdOf = new Map(event.teamData.teams.map((team) => [team.pairingNumber, team.id]));
  const entryIdOf = new Map(event.data.entries.map((e) => [e.pairingNumber, e.id]));
  const isTeamCategory = new Set(teamCategories.map((c) => c.id));
  return {
    result: { awards: [...places.awards, ...boards.awards].sort(inOrder), unawarded: [...places.unawarded, ...boards.unawarded].sort(inOrder) },
    holderOf: (award) =>
      isTeamCategory.has(award.categoryId)
        ? { entryId: null, teamId: teamIdOf.get(award.startNumber)! }
        : { entryId: entryIdOf.get(award.startNumber)!, teamId: null },
  };
}
