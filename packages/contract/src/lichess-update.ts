import { z } from 'zod';
import { envelope } from './envelope.js';
import { arenaDurations, lichessClockLimit } from './lichess.js';
import { lichessLinkResponse } from './lichess-events.js';
import { sentence } from './words.js';

/**
 * update-{product}-tournament for lichess: what lichess lets an organiser change on its Swiss
 * (POST /api/swiss/{id}/edit: clock and rounds required) or Arena (POST /api/tournament/{id}: clock and duration
 * required). Which one it is comes from the tournament's lichess link, so the fields of the other kind are refused.
 */
export const updateLichessTournamentBody = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(2, 'The name needs at least 2 characters').max(30, 'Lichess takes at most 30 characters'),
    /** Initial time, in seconds. */
    clockLimit: lichessClockLimit,
    clockIncrement: z
      .number({ error: 'Increment must be a number of seconds' })
      .int('Increment is in whole seconds')
      .min(0, 'Increment cannot be negative')
      .max(120, 'At most 120 seconds'),
    /** Swiss: number of rounds. */
    rounds: z
      .number({ error: 'Rounds must be a number' })
      .int('Rounds must be a whole number')
      .min(3, 'Lichess needs at least 3 rounds')
      .max(100, 'At most 100 rounds')
      .optional(),
    /** Arena: how long it lasts, in minutes. */
    minutes: z
      .number({ error: 'Duration must be a number of minutes' })
      .refine(
        (m) => (arenaDurations as readonly number[]).includes(m),
        sentence('Duration must be one of {values} minutes', { values: arenaDurations.join(', ') }),
      )
      .optional(),
    startsAt: z.iso.datetime({ offset: true, error: 'Expected a date and time (ISO 8601)' }).optional(),
    rated: z.boolean({ error: 'Expected true or false' }).default(true),
    description: z.string({ error: 'Description must be text' }).trim().max(2000, 'At most 2000 characters').optional(),
  })
  .refine((body) => body.clockLimit + body.clockIncrement > 0, { message: 'The clock must give some time', path: ['clockLimit'] });
export type UpdateLichessTournamentBody = z.input<typeof updateLichessTournamentBody>;
export type UpdateLichessTournament = z.output<typeof updateLichessTournamentBody>;

/** The tournament's lichess link after the change, as GET lichess-link answers it. */
export const updateLichessTournamentResponse = lichessLinkResponse;

/**
 * The tournament's Swiss or Arena as lichess has it now, for the edit form: lichess wants every field with each edit,
 * so the form starts from these. Lichess does not show a Swiss's description (null), and the form says so.
 */
export const lichessTournamentSettings = z.object({
  kind: z.enum(['swiss', 'arena']),
  name: z.string(),
  clockLimit: z.number().int(),
  clockIncrement: z.number().int(),
  /** A Swiss's rounds, and how many are already under way (the least it can be set to). */
  rounds: z.number().int().nullable(),
  roundsStarted: z.number().int(),
  /** An Arena's duration in minutes. */
  minutes: z.number().int().nullable(),
  startsAt: z.iso.datetime().nullable(),
  rated: z.boolean(),
  description: z.string().nullable(),
});
export type LichessTournamentSettings = z.infer<typeof lichessTournamentSettings>;
export const lichessTournamentSettingsResponse = envelope(lichessTournamentSettings);
