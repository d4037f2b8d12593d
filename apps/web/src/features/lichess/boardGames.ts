import type { z } from 'zod';
import type { lichessGameLinksResponse } from '@kingside/contract';

type GameLinks = z.infer<typeof lichessGameLinksResponse>['data'];

/** The lichess game of each board of one round, by board number; empty when the round was not played there. */
export function gamesOfRound(links: GameLinks | undefined, round: number): ReadonlyMap<number, string> {
  return new Map((links ?? []).filter((link) => link.round === round).map((link) => [link.board, link.url]));
}
