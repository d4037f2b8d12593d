import { form, json, lichessError, scopeProblem, type Answer, type Incoming } from './answers.js';
import { gameJson, ratingOutcome } from './swiss.js';
import { lichessId, type FakeBulkPairing, type Outcome, type World } from './world.js';

/** POST /api/bulk-pairing: games between the owners of the players' tokens (each token needs challenge:write). */
export function createBulkPairing(incoming: Incoming): Answer {
  const refused = scopeProblem(incoming, 'challenge:bulk');
  if (refused) return refused;
  const { world } = incoming;
  const f = form(incoming);
  const pairs = (f.players ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split(':'));
  const seen = new Set<string>();
  const games: FakeBulkPairing['games'] = [];
  for (const pair of pairs) {
    if (pair.length !== 2) return lichessError(400, `players: ${pair.join(':')} is not two tokens separated by ':'`);
    const owners = pair.map((token) => world.tokens.get(token));
    const bad = pair.find((token, i) => !owners[i] || !owners[i].scopes.includes('challenge:write') || seen.has(token));
    if (bad !== undefined) return lichessError(400, `players: a token is unknown, lacks challenge:write or appears twice`);
    pair.forEach((token) => seen.add(token));
    games.push({ id: lichessId(), white: owners[0]!.userId, black: owners[1]!.userId });
  }
  const now = world.now();
  const pairAt = f.pairAt ? Number(f.pairAt) : now;
  const bulk: FakeBulkPairing = {
    id: lichessId(),
    createdBy: incoming.token!.userId,
    games,
    clock: { limit: Number(f['clock.limit'] ?? 0), increment: Number(f['clock.increment'] ?? 0) },
    variant: f.variant ?? 'standard',
    rated: f.rated === 'true',
    pairAt,
    pairedAt: pairAt <= now ? now : null,
    startClocksAt: f.startClocksAt ? Number(f.startClocksAt) : 0,
    scheduledAt: now,
  };
  for (const game of games) world.games.set(game.id, { id: game.id, white: game.white, black: game.black, outcome: null, createdAt: now, bulkId: bulk.id });
  world.bulkPairings.set(bulk.id, bulk);
  return json(bulkJson(bulk));
}

const bulkJson = (bulk: FakeBulkPairing) => {
  const { createdBy: _, ...shown } = bulk;
  return shown;
};

export function getBulkPairing(incoming: Incoming): Answer {
  const refused = scopeProblem(incoming, 'challenge:bulk');
  if (refused) return refused;
  const bulk = incoming.world.bulkPairings.get(incoming.params.id);
  return bulk && bulk.createdBy === incoming.token!.userId ? json(bulkJson(bulk)) : lichessError(404, 'No such bulk pairing');
}

export function startClocks(incoming: Incoming): Answer {
  const refused = scopeProblem(incoming, 'challenge:bulk');
  if (refused) return refused;
  const bulk = incoming.world.bulkPairings.get(incoming.params.id);
  if (!bulk || bulk.createdBy !== incoming.token!.userId) return lichessError(404, 'No such bulk pairing');
  bulk.startClocksAt = incoming.world.now();
  return json({ ok: true });
}

/** GET /game/export/{gameId} (as JSON): a game of a bulk pairing, as far as it has been played. */
export function exportGame(incoming: Incoming): Answer {
  const game = incoming.world.games.get(incoming.params.gameId);
  const bulk = game?.bulkId ? incoming.world.bulkPairings.get(game.bulkId) : undefined;
  if (!game || !bulk) return lichessError(404, 'No such game');
  return json(gameJson(incoming.world, game, bulk));
}

/** Control API: the games of a bulk pairing are played; outcomes in its order (null: still being played), or by rating. */
export function playBulkPairing(world: World, bulk: FakeBulkPairing, outcomes?: readonly (Outcome | null)[]): void {
  bulk.games.forEach((g, i) => {
    const game = world.games.get(g.id)!;
    const chosen = outcomes?.[i];
    game.outcome = chosen === undefined ? ratingOutcome(world, game.white, game.black) : chosen;
  });
}
