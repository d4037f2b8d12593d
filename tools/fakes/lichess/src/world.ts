import { randomBytes } from 'node:crypto';

/** Everything the fake lichess knows, in memory; tests and the control API shape it. */

export interface FakeUser {
  id: string;
  username: string;
  rating: number;
  title?: string;
  createdAt: number;
}

export interface FakeTeam {
  id: string;
  name: string;
  description: string;
  leaderIds: string[];
  memberIds: string[];
}

export interface FakeToken {
  token: string;
  userId: string;
  scopes: string[];
  clientId: string;
}

export interface AuthorizationCode {
  code: string;
  userId: string;
  clientId: string;
  redirectUri: string;
  challenge: string;
  scopes: string[];
  expiresAt: number;
  used: boolean;
}

export type Outcome = '1-0' | '0-1' | '1/2-1/2';

export interface FakeGame {
  id: string;
  white: string;
  black: string;
  outcome: Outcome | null;
  createdAt: number;
  swissId?: string;
  arenaId?: string;
  bulkId?: string;
}

/** One round of a Swiss: its boards (game ids) and who had the bye. */
export interface SwissRound {
  gameIds: string[];
  byes: string[];
}

export interface FakeSwiss {
  id: string;
  teamId: string;
  createdBy: string;
  name: string;
  clock: { limit: number; increment: number };
  nbRounds: number;
  startsAt: number;
  roundInterval: number;
  variant: string;
  rated: boolean;
  description?: string;
  password?: string;
  conditions: Record<string, string>;
  status: 'created' | 'started' | 'finished';
  /** User ids in the order they joined: their TRF starting numbers. */
  playerIds: string[];
  rounds: SwissRound[];
}

export interface FakeArena {
  id: string;
  createdBy: string;
  name: string;
  clock: { limit: number; increment: number };
  minutes: number;
  startsAt: number;
  variant: string;
  rated: boolean;
  description?: string;
  password?: string;
  conditions: Record<string, string>;
  status: 'created' | 'started' | 'finished';
  playerIds: string[];
  gameIds: string[];
}

export interface FakeBulkPairing {
  id: string;
  createdBy: string;
  games: { id: string; white: string; black: string }[];
  clock: { limit: number; increment: number };
  variant: string;
  rated: boolean;
  pairAt: number;
  pairedAt: number | null;
  startClocksAt: number;
  scheduledAt: number;
}

export const lichessId = (length = 8) =>
  randomBytes(length * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length)
    .padEnd(length, 'x');

export class World {
  readonly users = new Map<string, FakeUser>();
  readonly teams = new Map<string, FakeTeam>();
  readonly tokens = new Map<string, FakeToken>();
  readonly codes = new Map<string, AuthorizationCode>();
  readonly games = new Map<string, FakeGame>();
  readonly swisses = new Map<string, FakeSwiss>();
  readonly arenas = new Map<string, FakeArena>();
  readonly bulkPairings = new Map<string, FakeBulkPairing>();
  /** Tokens revoked through DELETE /api/token, so tests can see that a disconnect revoked. */
  readonly revoked: string[] = [];

  constructor(readonly now: () => number = Date.now) {}

  addUser(username: string, rating = 1500, title?: string): FakeUser {
    const user = { id: username.toLowerCase(), username, rating, title, createdAt: this.now() };
    this.users.set(user.id, user);
    return user;
  }

  user(idOrName: string): FakeUser | undefined {
    return this.users.get(idOrName.toLowerCase());
  }

  /** A team led by `leader`, with the leader and the members in it. */
  addTeam(id: string, name: string, leader: string, members: string[] = []): FakeTeam {
    const leaderIds = [leader.toLowerCase()];
    const team = {
      id,
      name,
      description: `${name}, a team on the fake lichess`,
      leaderIds,
      memberIds: [...new Set([...leaderIds, ...members.map((m) => m.toLowerCase())])],
    };
    this.teams.set(id, team);
    return team;
  }

  /** A token as if the user had made a personal one (the bulk pairing tests hand players' tokens this way). */
  issueToken(userId: string, scopes: string[], clientId = 'personal'): FakeToken {
    const token = { token: `lio_${lichessId(32)}`, userId: userId.toLowerCase(), scopes, clientId };
    this.tokens.set(token.token, token);
    return token;
  }
}
