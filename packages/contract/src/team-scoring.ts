import { z } from 'zod';
import { sentence } from './words.js';

/**
 * How a team event scores and pairs (the engine's TeamScoring; FIDE C.04.6 art. 1.2 and 1.7, TRF-2026 362): which
 * score ranks and pairs the teams, whether the other one decides colours, the colour preference type and the
 * match points of a match won, drawn and lost.
 */
const matchPoint = z
  .number({ error: 'Expected a number of match points' })
  .min(0, 'Match points cannot be negative')
  .max(10, 'At most 10 match points')
  .multipleOf(0.5, 'Match points go in halves');

export const matchPointSystem = z
  .object({ win: matchPoint, draw: matchPoint, loss: matchPoint })
  .refine((mp) => mp.win > mp.draw && mp.draw >= mp.loss, 'A match won is worth more than one drawn, and one drawn at least one lost');

export const teamScoreKinds = ['match', 'game'] as const;
export const teamColourPreferenceTypes = ['A', 'B', 'none'] as const;

export const teamScoring = z.object({
  /** Match points (FIDE's default) or game points rank and pair the teams; the other is the secondary score. */
  primary: z.enum(teamScoreKinds, { error: 'Choose match or game' }),
  /** The secondary score decides which team is the first one when colours are allocated (C.04.6 art. 4.2.2). */
  secondaryForColours: z.boolean({ error: 'Expected true or false' }),
  /** Type A (the default), type B (strong and mild preferences) or none (C.04.6 art. 1.7). */
  colourPreferenceType: z.enum(teamColourPreferenceTypes, { error: 'Choose A, B or none' }),
  matchPoints: matchPointSystem,
});
export type TeamScoring = z.infer<typeof teamScoring>;

export const STANDARD_TEAM_SCORING: TeamScoring = {
  primary: 'match',
  secondaryForColours: true,
  colourPreferenceType: 'A',
  matchPoints: { win: 2, draw: 1, loss: 0 },
};

/** Boards per match: 4 at an Olympiad, 6 to 10 in many leagues. */
export const BOARDS_MAX = 20;
export const boardsPerMatch = z
  .number({ error: 'Boards per match must be a whole number' })
  .int('Boards per match must be a whole number')
  .min(1, 'At least 1 board per match')
  .max(BOARDS_MAX, sentence('At most {max} boards per match', { max: BOARDS_MAX }));

/** Captains set lineups until this many minutes before the round's scheduled start: at most a week. */
export const lineupDeadlineMinutes = z
  .number({ error: 'The lineup deadline is a whole number of minutes' })
  .int('The lineup deadline is a whole number of minutes')
  .min(0, 'The lineup deadline cannot be after the round starts')
  .max(10080, 'The lineup deadline is at most a week (10080 minutes) before the round');

/** Who set a lineup last: the team's captain, or an arbiter (whose edit is shown as such). */
export const lineupSetAs = ['captain', 'arbiter'] as const;
export type LineupSetAs = (typeof lineupSetAs)[number];

/** A match forfeited as a whole (TRF-2026 330): the team with white on board 1 won it, the other, or neither. */
export const matchForfeits = ['white', 'black', 'none'] as const;
export type MatchForfeit = (typeof matchForfeits)[number];
