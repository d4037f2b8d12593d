import { STANDARD_POINTS, type Player, type ResultCode, type RoundEntry, type Tournament } from '../../model.js';

/** Rounds written as `3w1` (opponent, colour, result) or `-H` / `-U` / `-` (no opponent). */
export function tournament(players: { rating?: number; rounds: string[] }[]): Tournament {
  const entry = (s: string): RoundEntry => {
    const game = /^(\d+)([wb])(.)$/.exec(s);
    if (game) return { opponent: Number(game[1]), colour: game[2] as 'w' | 'b', result: game[3] as ResultCode };
    return { opponent: null, colour: null, result: (s[1] ?? '-') as ResultCode };
  };
  const list: Player[] = players.map((p, i) => ({
    startNumber: i + 1,
    name: `P${i + 1}`,
    sex: '',
    title: '',
    rating: p.rating ?? 0,
    federation: '',
    fideId: '',
    birthDate: '',
    points: 0,
    rank: 0,
    rounds: p.rounds.map(entry),
  }));
  return {
    name: 't',
    city: '',
    federation: '',
    startDate: '',
    endDate: '',
    chiefArbiter: '',
    deputyArbiters: [],
    timeControl: '',
    tournamentType: '',
    totalRounds: 0,
    initialColour: null,
    pointSystem: STANDARD_POINTS,
    players: list,
    forbiddenPairs: [],
    accelerations: [],
    keptLines: [],
  };
}
