import { t } from '@lingui/core/macro';
import { formatPoints, gameResults, SCORE_LABELS, sideScore, type GameResult, type PlayerDetails, type Tournament } from '@kingside/contract';
import { sayContract } from '../../features/languages/sayContract.js';

type PlayerRound = PlayerDetails['rounds'][number];

const FORFEITS = new Set(['+/-', '-/+', '-/-']);
const isGameResult = (result: string): result is GameResult => (gameResults as readonly string[]).includes(result);

/** Games played over the board: paired against someone, with a result that is not a forfeit. */
export function playedGames(rounds: readonly PlayerRound[]): PlayerRound[] {
  return rounds.filter((r) => r.kind === 'game' && r.opponent !== null && r.result !== null && !FORFEITS.has(r.result));
}

/**
 * The average rating of the rated opponents met over the board (FIDE's ARO leaves out forfeits
 * and unrated opponents), rounded; null before the first such game.
 */
export function opponentsAverage(rounds: readonly PlayerRound[]): number | null {
  const ratings = playedGames(rounds)
    .map((r) => r.opponent?.rating ?? 0)
    .filter((rating) => rating > 0);
  if (ratings.length === 0) return null;
  return Math.round(ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length);
}

/** Points scored over the rounds that have counted so far, and how many rounds that is. */
export function scoreSoFar(rounds: readonly PlayerRound[]): { points: number; rounds: number } {
  const counted = rounds.filter((r) => r.points !== null);
  return { points: counted.reduce((sum, r) => sum + (r.points ?? 0), 0), rounds: counted.length };
}

/** A round's result from the player's side (1, ½, 0, + or −) and what it means; for a bye, the points it gave. */
export function ownResult(r: PlayerRound): { label: string; meaning: string } | null {
  if (r.kind === 'game') {
    if (r.result === null || r.colour === null || !isGameResult(r.result)) return null;
    const { label, meaning } = SCORE_LABELS[sideScore(r.result, r.colour)];
    return { label, meaning: sayContract(meaning) };
  }
  if (r.points === null) return null;
  const points = formatPoints(r.points);
  return { label: points, meaning: t`${points} for the bye` };
}

/** The player's score after each round, by round; null from the first round whose result is not in. */
export function runningScores(rounds: readonly PlayerRound[]): Map<number, number | null> {
  let total: number | null = 0;
  const after = new Map<number, number | null>();
  for (const r of [...rounds].sort((a, b) => a.round - b.round)) {
    total = total === null || r.points === null ? null : total + r.points;
    after.set(r.round, total);
  }
  return after;
}

/** The last round whose standings are final: the current one once scored, else the one before. */
export function standingsRound(t: Pick<Tournament, 'state' | 'currentRound'>): number {
  return t.state === 'scored' || t.state === 'finished' ? t.currentRound : t.currentRound - 1;
}
