import { json, lichessError, scopeProblem, type Answer, type Incoming } from './answers.js';
import type { FakeTeam, World } from './world.js';

export function account(incoming: Incoming): Answer {
  const refused = scopeProblem(incoming);
  if (refused) return refused;
  const user = incoming.world.user(incoming.token!.userId);
  if (!user) return lichessError(401, 'No such token');
  return json({
    id: user.id,
    username: user.username,
    ...(user.title ? { title: user.title } : {}),
    createdAt: user.createdAt,
    perfs: { blitz: { games: 100, rating: user.rating, rd: 60, prog: 0 } },
    url: `${incoming.origin}/@/${user.username}`,
  });
}

function teamJson(world: World, team: FakeTeam) {
  const light = (id: string) => ({ id, name: world.user(id)?.username ?? id });
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    leader: light(team.leaderIds[0]),
    leaders: team.leaderIds.map(light),
    nbMembers: team.memberIds.length,
    open: true,
  };
}

/** GET /api/team/of/{username}: every team the player is a member of. */
export function teamsOf(incoming: Incoming): Answer {
  const id = incoming.params.username.toLowerCase();
  if (!incoming.world.user(id)) return json([]);
  return json([...incoming.world.teams.values()].filter((t) => t.memberIds.includes(id)).map((t) => teamJson(incoming.world, t)));
}
