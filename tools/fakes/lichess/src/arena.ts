import { form, json, lichessError, scopeProblem, type Answer, type Incoming } from './answers.js';
import { gameJson, points, ratingOutcome } from './swiss.js';
import { lichessId, type FakeArena, type FakeGame, type Outcome, type World } from './world.js';

const conditionFields = [
  'conditions.teamMember.teamId',
  'conditions.minRating.rating',
  'conditions.maxRating.rating',
  'conditions.nbRatedGame.nb',
  'conditions.allowList',
];

/** POST /api/tournament: an Arena, after the OpenAPI check, with lichess's rule on clock against length. */
export function createArena(incoming: Incoming): Answer {
  const refused = scopeProblem(incoming, 'tournament:write');
  if (refused) return refused;
  const { world } = incoming;
  const f = form(incoming);
  const limit = Math.round(Number(f.clockTime) * 60);
  const increment = Number(f.clockIncrement);
  const minutes = Number(f.minutes);
  const problems: string[] = [];
  if (limit + increment <= 0) problems.push('clockTime: the clock must give some time (clockTime + clockIncrement > 0)');
  const ratio = (minutes * 60) / (96 * Number(f.clockTime) + 48 * increment + 15);
  if (ratio < 3 || ratio > 150)
    problems.push('minutes: the duration does not suit the clock (3 <= minutes*60 / (96*clockTime + 48*clockIncrement + 15) <= 150)');
  const team = f['conditions.teamMember.teamId'];
  if (team !== undefined && !world.teams.has(team)) problems.push(`conditions.teamMember.teamId: no team ${team}`);
  if (problems.length) return lichessError(400, problems.join('\n'));
  const startsAt = f.startDate ? Number(f.startDate) : world.now() + Number(f.waitMinutes ?? 5) * 60_000;
  const arena: FakeArena = {
    id: lichessId(),
    createdBy: incoming.token!.userId,
    name: f.name ?? 'Fake Grandmaster',
    clock: { limit, increment },
    minutes,
    startsAt,
    variant: f.variant ?? 'standard',
    rated: f.rated === undefined ? true : f.rated === 'true',
    description: f.description,
    password: f.password,
    conditions: Object.fromEntries(conditionFields.filter((k) => f[k] !== undefined).map((k) => [k, f[k]])),
    status: 'created',
    playerIds: [],
    gameIds: [],
  };
  world.arenas.set(arena.id, arena);
  return json(arenaJson(world, arena));
}

/** POST /api/tournament/{id}: its creator edits it before it finishes; clock and duration come with every edit. */
export function updateArena(incoming: Incoming): Answer {
  const refused = scopeProblem(incoming, 'tournament:write');
  if (refused) return refused;
  const arena = incoming.world.arenas.get(incoming.params.id);
  if (!arena) return lichessError(404, 'No such tournament');
  if (arena.createdBy !== incoming.token!.userId) return lichessError(403, 'You cannot edit this tournament');
  const f = form(incoming);
  const limit = Math.round(Number(f.clockTime) * 60);
  const increment = Number(f.clockIncrement);
  const minutes = Number(f.minutes);
  const problems: string[] = [];
  if (arena.status === 'finished') problems.push('The tournament is finished');
  if (limit + increment <= 0) problems.push('clockTime: the clock must give some time (clockTime + clockIncrement > 0)');
  const ratio = (minutes * 60) / (96 * Number(f.clockTime) + 48 * increment + 15);
  if (ratio < 3 || ratio > 150)
    problems.push('minutes: the duration does not suit the clock (3 <= minutes*60 / (96*clockTime + 48*clockIncrement + 15) <= 150)');
  if (problems.length) return lichessError(400, problems.join('\n'));
  Object.assign(arena, {
    name: f.name ?? arena.name,
    clock: { limit, increment },
    minutes,
    ...(f.rated !== undefined && { rated: f.rated === 'true' }),
    ...(f.startDate !== undefined && { startsAt: Number(f.startDate) }),
    ...(f.description !== undefined && { description: f.description }),
  });
  return json(arenaJson(incoming.world, arena));
}

/** Arena scoring as lichess counts it without streaks: 2 a win, 1 a draw. */
function arenaScores(world: World, arena: FakeArena) {
  const score = new Map(arena.playerIds.map((id) => [id, 0]));
  for (const game of arena.gameIds.map((g) => world.games.get(g)!)) {
    if (!game.outcome) continue;
    score.set(game.white, score.get(game.white)! + 2 * points(game.outcome, true));
    score.set(game.black, score.get(game.black)! + 2 * points(game.outcome, false));
  }
  return arena.playerIds.map((id) => ({ id, user: world.user(id)!, score: score.get(id)! })).sort((a, b) => b.score - a.score || b.user.rating - a.user.rating);
}

function arenaJson(world: World, arena: FakeArena) {
  const now = world.now();
  return {
    id: arena.id,
    fullName: `${arena.name} Arena`,
    rated: arena.rated,
    clock: arena.clock,
    minutes: arena.minutes,
    createdBy: arena.createdBy,
    system: 'arena',
    ...(arena.status === 'created' ? { secondsToStart: Math.max(0, Math.round((arena.startsAt - now) / 1000)) } : {}),
    isFinished: arena.status === 'finished',
    startsAt: new Date(arena.startsAt).toISOString(),
    nbPlayers: arena.playerIds.length,
    verdicts: { accepted: true, list: [] },
    variant: arena.variant,
    ...(arena.description ? { description: arena.description } : {}),
  };
}

const found = (incoming: Incoming) => incoming.world.arenas.get(incoming.params.id);

export function getArena(incoming: Incoming): Answer {
  const arena = found(incoming);
  return arena ? json(arenaJson(incoming.world, arena)) : lichessError(404, 'No such tournament');
}

export function arenaResults(incoming: Incoming): Answer {
  const arena = found(incoming);
  if (!arena) return lichessError(404, 'No such tournament');
  return {
    status: 200,
    ndjson: arenaScores(incoming.world, arena).map((row, i) => ({
      rank: i + 1,
      score: row.score,
      rating: row.user.rating,
      username: row.user.username,
      performance: row.user.rating,
    })),
  };
}

export function arenaGames(incoming: Incoming): Answer {
  const arena = found(incoming);
  if (!arena) return lichessError(404, 'No such tournament');
  return { status: 200, ndjson: arena.gameIds.map((g) => gameJson(incoming.world, incoming.world.games.get(g)!, { arenaId: arena.id, ...arena })) };
}

/** Control API: one wave of games, neighbours by score paired, outcomes given or by rating. */
export function playArenaWave(world: World, arena: FakeArena, outcomes?: Outcome[]): void {
  arena.status = 'started';
  const order = arenaScores(world, arena).map((row) => row.id);
  for (let i = 0; i + 1 < order.length; i += 2) {
    const game: FakeGame = { id: lichessId(), white: order[i], black: order[i + 1], outcome: null, createdAt: world.now(), arenaId: arena.id };
    game.outcome = outcomes?.[i / 2] ?? ratingOutcome(world, game.white, game.black);
    world.games.set(game.id, game);
    arena.gameIds.push(game.id);
  }
}
