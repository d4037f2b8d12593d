import { clockSpeed, form, json, lichessError, scopeProblem, type Answer, type Incoming } from './answers.js';
import { lichessId, type FakeGame, type FakeSwiss, type Outcome, type World } from './world.js';

/** Lichess form fields of a Swiss that are entry conditions, kept as given. */
const conditionFields = [
  'conditions.minRating.rating',
  'conditions.maxRating.rating',
  'conditions.nbRatedGame.nb',
  'conditions.playYourGames',
  'conditions.allowList',
];

/** POST /api/swiss/new/{teamId}: the request has passed the OpenAPI check; these are lichess's other rules. */
export function createSwiss(incoming: Incoming): Answer {
  const refused = scopeProblem(incoming, 'tournament:write');
  if (refused) return refused;
  const { world } = incoming;
  const team = world.teams.get(incoming.params.teamId);
  if (!team) return lichessError(404, 'No such team');
  if (!team.leaderIds.includes(incoming.token!.userId)) return lichessError(403, 'You are not a leader of this team');
  const f = form(incoming);
  const limit = Number(f['clock.limit']);
  const increment = Number(f['clock.increment']);
  const rated = f.rated === undefined ? true : f.rated === 'true';
  const problems: string[] = [];
  if (limit + increment <= 0) problems.push('clock.limit: the clock must give some time (clock.limit + clock.increment > 0)');
  if (rated && (limit < 30 || (limit === 0 && increment === 1))) problems.push('rated: 15s and 0+1 tournaments cannot be rated');
  if (f.startsAt !== undefined && Number(f.startsAt) < world.now()) problems.push('startsAt: the start must be in the future');
  if (problems.length) return lichessError(400, problems.join('\n'));
  const swiss: FakeSwiss = {
    id: lichessId(),
    teamId: team.id,
    createdBy: incoming.token!.userId,
    name: f.name ?? 'Fake Grandmaster',
    clock: { limit, increment },
    nbRounds: Number(f.nbRounds),
    startsAt: f.startsAt ? Number(f.startsAt) : world.now() + 10 * 60 * 1000,
    roundInterval: f.roundInterval ? Number(f.roundInterval) : -1,
    variant: f.variant ?? 'standard',
    rated,
    description: f.description,
    password: f.password,
    conditions: Object.fromEntries(conditionFields.filter((k) => f[k] !== undefined).map((k) => [k, f[k]])),
    status: 'created',
    playerIds: [],
    rounds: [],
  };
  world.swisses.set(swiss.id, swiss);
  return json(swissJson(world, swiss));
}

/**
 * POST /api/swiss/{id}/edit: only its creator may edit it (401, as SwissUnauthorisedEdit), not once finished; the
 * clock and the number of rounds come with every edit (the OpenAPI check), the rest only when given.
 */
export function updateSwiss(incoming: Incoming): Answer {
  const refused = scopeProblem(incoming, 'tournament:write');
  if (refused) return refused;
  const swiss = incoming.world.swisses.get(incoming.params.id);
  if (!swiss) return lichessError(404, 'No such swiss tournament');
  if (swiss.createdBy !== incoming.token!.userId) return lichessError(401, 'This user cannot edit this swiss');
  const f = form(incoming);
  const limit = Number(f['clock.limit']);
  const increment = Number(f['clock.increment']);
  const nbRounds = Number(f.nbRounds);
  const rated = f.rated === undefined ? swiss.rated : f.rated === 'true';
  const problems: string[] = [];
  if (swiss.status === 'finished') problems.push('The tournament is finished');
  if (limit + increment <= 0) problems.push('clock.limit: the clock must give some time (clock.limit + clock.increment > 0)');
  if (rated && limit < 30) problems.push('rated: 15s and 0+1 tournaments cannot be rated');
  if (nbRounds < swiss.rounds.length) problems.push(`nbRounds: ${swiss.rounds.length} rounds are already played`);
  if (f.startsAt !== undefined && swiss.status === 'created' && Number(f.startsAt) < incoming.world.now())
    problems.push('startsAt: the start must be in the future');
  if (problems.length) return lichessError(400, problems.join('\n'));
  Object.assign(swiss, {
    name: f.name ?? swiss.name,
    clock: { limit, increment },
    nbRounds,
    rated,
    ...(f.startsAt !== undefined && { startsAt: Number(f.startsAt) }),
    ...(f.roundInterval !== undefined && { roundInterval: Number(f.roundInterval) }),
    ...(f.description !== undefined && { description: f.description }),
  });
  return json(swissJson(incoming.world, swiss));
}

export const points = (outcome: Outcome, white: boolean) => (outcome === '1/2-1/2' ? 0.5 : (outcome === '1-0') === white ? 1 : 0);

/** Each player's points and the ids of the opponents they met, after the rounds played so far. */
export function scores(world: World, swiss: FakeSwiss) {
  const table = new Map(swiss.playerIds.map((id) => [id, { points: 0, opponents: [] as string[], whites: 0, blacks: 0, byes: 0 }]));
  for (const round of swiss.rounds) {
    for (const id of round.byes) {
      const row = table.get(id)!;
      row.points += 1;
      row.byes += 1;
    }
    for (const game of round.gameIds.map((g) => world.games.get(g)!)) {
      const white = table.get(game.white)!;
      const black = table.get(game.black)!;
      white.opponents.push(game.black);
      black.opponents.push(game.white);
      white.whites += 1;
      black.blacks += 1;
      if (game.outcome) {
        white.points += points(game.outcome, true);
        black.points += points(game.outcome, false);
      }
    }
  }
  return table;
}

function swissJson(world: World, swiss: FakeSwiss) {
  const played = swiss.rounds.flatMap((r) => r.gameIds.map((g) => world.games.get(g)!));
  const count = (o: Outcome) => played.filter((g) => g.outcome === o).length;
  const ratings = swiss.playerIds.map((id) => world.user(id)!.rating);
  return {
    id: swiss.id,
    createdBy: swiss.createdBy,
    startsAt: new Date(swiss.startsAt).toISOString(),
    name: swiss.name,
    clock: swiss.clock,
    variant: swiss.variant,
    round: swiss.rounds.length,
    nbRounds: swiss.nbRounds,
    nbPlayers: swiss.playerIds.length,
    nbOngoing: played.filter((g) => g.outcome === null).length,
    status: swiss.status,
    stats: {
      games: played.length,
      whiteWins: count('1-0'),
      blackWins: count('0-1'),
      draws: count('1/2-1/2'),
      byes: swiss.rounds.reduce((n, r) => n + r.byes.length, 0),
      absences: 0,
      averageRating: ratings.length ? Math.round(ratings.reduce((a, b) => a + b, 0) / ratings.length) : 0,
    },
    rated: swiss.rated,
    verdicts: { accepted: true, list: [] },
  };
}

const found = (incoming: Incoming) => incoming.world.swisses.get(incoming.params.id);

export function getSwiss(incoming: Incoming): Answer {
  const swiss = found(incoming);
  return swiss ? json(swissJson(incoming.world, swiss)) : lichessError(404, 'No such swiss tournament');
}

/** The players by points, then Sonneborn-Berger (lichess's tie-break), then rating. */
export function ranking(world: World, swiss: FakeSwiss) {
  const table = scores(world, swiss);
  const sb = (id: string) => {
    let total = 0;
    for (const round of swiss.rounds) {
      for (const game of round.gameIds.map((g) => world.games.get(g)!)) {
        if (!game.outcome || (game.white !== id && game.black !== id)) continue;
        const isWhite = game.white === id;
        total += points(game.outcome, isWhite) * table.get(isWhite ? game.black : game.white)!.points;
      }
    }
    return total;
  };
  return swiss.playerIds
    .map((id) => ({ id, user: world.user(id)!, ...table.get(id)!, sb: sb(id) }))
    .sort((a, b) => b.points - a.points || b.sb - a.sb || b.user.rating - a.user.rating);
}

export function swissResults(incoming: Incoming): Answer {
  const swiss = found(incoming);
  if (!swiss) return lichessError(404, 'No such swiss tournament');
  const { world } = incoming;
  const nb = Number(incoming.query.get('nb') ?? Infinity);
  const rows = ranking(world, swiss)
    .slice(0, nb)
    .map((row, i) => {
      const opponents = row.opponents.map((o) => world.user(o)!.rating);
      const average = opponents.length ? opponents.reduce((a, b) => a + b, 0) / opponents.length : row.user.rating;
      const games = row.opponents.length;
      const scored = row.points - row.byes;
      return {
        rank: i + 1,
        points: row.points,
        tieBreak: Math.round(row.sb * 2),
        rating: row.user.rating,
        username: row.user.username,
        ...(row.user.title ? { title: row.user.title } : {}),
        performance: Math.round(average + (games ? (400 * (2 * scored - games)) / games : 0)),
      };
    });
  return { status: 200, ndjson: rows };
}

export function gameJson(
  world: World,
  game: FakeGame,
  tour: { swissId?: string; arenaId?: string; clock: { limit: number; increment: number }; rated: boolean; variant: string },
) {
  const side = (id: string) => ({ user: { id, name: world.user(id)!.username }, rating: world.user(id)!.rating });
  const speed = clockSpeed(tour.clock.limit, tour.clock.increment);
  return {
    id: game.id,
    rated: tour.rated,
    variant: tour.variant,
    speed,
    perf: speed,
    createdAt: game.createdAt,
    lastMoveAt: game.createdAt + 60_000,
    status: game.outcome === null ? 'started' : game.outcome === '1/2-1/2' ? 'draw' : 'resign',
    players: { white: side(game.white), black: side(game.black) },
    ...(game.outcome === '1-0' ? { winner: 'white' } : game.outcome === '0-1' ? { winner: 'black' } : {}),
    ...(tour.swissId ? { swissTour: { id: tour.swissId } } : {}),
    ...(tour.arenaId ? { arenaTour: { id: tour.arenaId } } : {}),
    clock: { initial: tour.clock.limit, increment: tour.clock.increment, totalTime: tour.clock.limit + 40 * tour.clock.increment },
  };
}

export function swissGames(incoming: Incoming): Answer {
  const swiss = found(incoming);
  if (!swiss) return lichessError(404, 'No such swiss tournament');
  const player = incoming.query.get('player')?.toLowerCase();
  const games = swiss.rounds
    .flatMap((r) => r.gameIds.map((g) => incoming.world.games.get(g)!))
    .filter((g) => !player || g.white === player || g.black === player);
  return { status: 200, ndjson: games.map((g) => gameJson(incoming.world, g, { swissId: swiss.id, ...swiss })) };
}

/** GET /swiss/{id}.trf: TRF16, as lichess exports it (starting numbers in joining order, a bye scored U). */
export function swissTrf(incoming: Incoming): Answer {
  const swiss = found(incoming);
  if (!swiss) return { status: 404, text: 'Not found', contentType: 'text/plain; charset=utf-8' };
  const { world } = incoming;
  const ranks = new Map(ranking(world, swiss).map((row, i) => [row.id, i + 1]));
  const table = scores(world, swiss);
  const number = new Map(swiss.playerIds.map((id, i) => [id, i + 1]));
  const lines = [
    `012 ${swiss.name}`,
    `022 ${incoming.origin}/swiss/${swiss.id}`,
    `032 lichess`,
    `042 ${new Date(swiss.startsAt).toISOString().slice(0, 10).replaceAll('-', '/')}`,
    `062 ${swiss.playerIds.length}`,
    `092 Individual: Swiss-System`,
    `102 ${incoming.origin}/swiss`,
    `XXR ${swiss.nbRounds}`,
  ];
  for (const id of swiss.playerIds) {
    const user = world.user(id)!;
    let line = `001 ${String(number.get(id)).padStart(4)}  ${(user.title ?? '').padEnd(3).slice(0, 3)} ${user.username.padEnd(33).slice(0, 33)} ${String(user.rating).padStart(4)} ${''.padEnd(3)} ${''.padStart(11)} ${''.padEnd(10)} ${table.get(id)!.points.toFixed(1).padStart(4)} ${String(ranks.get(id)).padStart(4)}`;
    for (const round of swiss.rounds) {
      const game = round.gameIds.map((g) => world.games.get(g)!).find((g) => g.white === id || g.black === id);
      if (game) {
        const white = game.white === id;
        const opponent = number.get(white ? game.black : game.white)!;
        const result = game.outcome === null ? ' ' : game.outcome === '1/2-1/2' ? '=' : points(game.outcome, white) === 1 ? '1' : '0';
        line += `  ${String(opponent).padStart(4)} ${white ? 'w' : 'b'} ${result}`;
      } else if (round.byes.includes(id)) {
        line += `  0000 - U`;
      } else {
        line += `  0000 - -`;
      }
    }
    lines.push(line);
  }
  return { status: 200, text: `${lines.join('\n')}\n`, contentType: 'text/plain; charset=utf-8' };
}

// Control API: what players and lichess's own pairing do while the event runs.

export function joinSwiss(world: World, swiss: FakeSwiss, usernames: string[]): void {
  for (const name of usernames) {
    const user = world.user(name) ?? world.addUser(name);
    if (!swiss.playerIds.includes(user.id)) swiss.playerIds.push(user.id);
  }
}

/** Result by rating: the higher rated wins, a difference under 50 is a draw (so tests can foresee standings). */
export function ratingOutcome(world: World, white: string, black: string): Outcome {
  const diff = world.user(white)!.rating - world.user(black)!.rating;
  return Math.abs(diff) < 50 ? '1/2-1/2' : diff > 0 ? '1-0' : '0-1';
}

/**
 * Pairs and plays the next round: players by points then rating, each with the next one they have
 * not met; the lowest without a bye yet sits out with a bye. Outcomes come from `outcomes` (board
 * order) or from the ratings.
 */
export function playSwissRound(world: World, swiss: FakeSwiss, outcomes?: Outcome[]): void {
  if (swiss.rounds.length >= swiss.nbRounds) throw new Error('Every round has been played');
  swiss.status = 'started';
  const table = scores(world, swiss);
  const order = [...swiss.playerIds].sort((a, b) => table.get(b)!.points - table.get(a)!.points || world.user(b)!.rating - world.user(a)!.rating);
  const byes: string[] = [];
  if (order.length % 2 === 1) {
    const sitter = [...order].reverse().find((id) => table.get(id)!.byes === 0) ?? order[order.length - 1];
    byes.push(sitter);
    order.splice(order.indexOf(sitter), 1);
  }
  const gameIds: string[] = [];
  while (order.length > 0) {
    const first = order.shift()!;
    const index = Math.max(
      0,
      order.findIndex((id) => !table.get(first)!.opponents.includes(id)),
    );
    const second = order.splice(index, 1)[0];
    const firstWhite = table.get(first)!.whites - table.get(first)!.blacks <= table.get(second)!.whites - table.get(second)!.blacks;
    const [white, black] = firstWhite ? [first, second] : [second, first];
    const game: FakeGame = { id: lichessId(), white, black, outcome: null, createdAt: world.now(), swissId: swiss.id };
    game.outcome = outcomes?.[gameIds.length] ?? ratingOutcome(world, white, black);
    world.games.set(game.id, game);
    gameIds.push(game.id);
  }
  swiss.rounds.push({ gameIds, byes });
  if (swiss.rounds.length === swiss.nbRounds) swiss.status = 'finished';
}
