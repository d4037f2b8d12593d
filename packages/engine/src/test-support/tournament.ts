import { blankPlayer, blankTournament, type ResultCode, type RoundEntry, type Tournament } from '../model.js';

/** Rounds written as `3w1` (opponent, colour, result) or `-H` / `-U` / `-` (no opponent). */
export function tournament(players: { rating?: number; rounds: string[] }[], fields: Partial<Tournament> = {}): Tournament {
  const entry = (s: string): RoundEntry => {
    const game = /^(\d+)([wb])(.)$/.exec(s);
    if (game) return { opponent: Number(game[1]), colour: game[2] as 'w' | 'b', result: game[3] as ResultCode };
    return { opponent: null, colour: null, result: (s[1] ?? '-') as ResultCode };
  };
  const list = players.map((p, i) => blankPlayer(i + 1, { name: `P${i + 1}`, rating: p.rating ?? 0, rounds: p.rounds.map(entry) }));
  return blankTournament({ name: 't', players: list, ...fields });
}
