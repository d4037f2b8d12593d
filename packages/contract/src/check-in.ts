import { z } from 'zod';
import { envelope } from './envelope.js';
import { confirmation } from './warning-levels.js';
import { ROUNDS_MAX } from './fields.js';
import { sentence, shown } from './words.js';

/**
 * Check-in before each round (issues 15 and 17). When a tournament requires it, the players of the next round
 * check in from their phones while its check-in is open; the arbiter opens and closes it (or the round schedule
 * does) and may mark anyone in or out. Once it is closed, whoever is not checked in is absent from that round:
 * not paired, a zero-point bye. Without check-in, the arbiter marks the players known to miss the next round
 * absent: not paired either, a zero-point bye (FIDE C.04.2, players known to be absent score zero). Players may
 * also ask for half-point byes from their phones, up to the tournament's limit; the arbiter may grant more.
 */

const minutes = (what: string) =>
  z
    .number({ error: sentence('{field}: expected a number of minutes', { field: what }) })
    .int(sentence('{field}: expected a whole number of minutes', { field: what }))
    .min(0, sentence('{field}: cannot be negative', { field: what }))
    .max(7 * 24 * 60, sentence('{field}: at most a week (10080 minutes)', { field: what }));

export const checkInSettings = z.object({
  /** Players must check in before each round; those who do not are absent from it. Swiss tournaments only. */
  required: z.boolean({ error: 'required: expected true or false' }),
  /** The check-in opens this many minutes before the round's scheduled start (null: the arbiter opens it). */
  opensBeforeMinutes: minutes('opensBeforeMinutes').nullable(),
  /** … and closes this many minutes before it (null: the arbiter closes it). */
  closesBeforeMinutes: minutes('closesBeforeMinutes').nullable(),
  /** How many half-point byes a player may ask for from their phone in the whole tournament (0: none). */
  halfPointByeLimit: z
    .number({ error: 'halfPointByeLimit: expected a number' })
    .int('halfPointByeLimit: expected a whole number')
    .min(0, 'halfPointByeLimit: cannot be negative')
    .max(ROUNDS_MAX, sentence('{field}: at most {max}', { field: 'halfPointByeLimit', max: ROUNDS_MAX })),
  /** No half-point byes, asked for or granted, in the tournament's last this many rounds (0: any round). */
  noByeLastRounds: z
    .number({ error: 'noByeLastRounds: expected a number of rounds' })
    .int('noByeLastRounds: expected a whole number of rounds')
    .min(0, 'noByeLastRounds: cannot be negative')
    .max(ROUNDS_MAX, sentence('{field}: at most {max}', { field: 'noByeLastRounds', max: ROUNDS_MAX }))
    .default(0),
});
export type CheckInSettings = z.infer<typeof checkInSettings>;
export const checkInSettingsBody = checkInSettings.refine(
  (s) => (s.opensBeforeMinutes === null || s.closesBeforeMinutes === null ? true : s.closesBeforeMinutes < s.opensBeforeMinutes),
  {
    message: 'closesBeforeMinutes: the check-in must close after it opens (fewer minutes before the round than opensBeforeMinutes)',
    path: ['closesBeforeMinutes'],
  },
);
export type CheckInSettingsBody = z.input<typeof checkInSettingsBody>;

/** `not_open` not opened yet for the round, `open` players may check in, `closed` whoever is not in is absent. */
export const checkInWindowStates = ['not_open', 'open', 'closed'] as const;
export type CheckInWindowState = (typeof checkInWindowStates)[number];

export const checkInWindow = z.object({
  /** The round the check-in is for: the next one to be paired. */
  round: z.number().int(),
  state: z.enum(checkInWindowStates),
  openedAt: z.iso.datetime().nullable(),
  /** When it closes by itself (the schedule, or the time the arbiter gave); null: when the arbiter closes it. */
  closesAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
});
export type CheckInWindow = z.infer<typeof checkInWindow>;

/**
 * A player as the check-in sheet shows them: `in` checked in (by themselves or the arbiter), `out` not checked in
 * (or marked out by the arbiter), `half_point_bye` asked for a half-point bye in this round (`full_point_bye`: the
 * arbiter gave a full point; not paired, need not check in), `withdrawn` plays no further rounds. Without check-in, a player is `playing` unless the arbiter marked
 * them `absent` from the round (not paired, a zero-point bye).
 */
export const checkInStatuses = ['in', 'out', 'playing', 'absent', 'half_point_bye', 'full_point_bye', 'withdrawn'] as const;
export type CheckInStatus = (typeof checkInStatuses)[number];
export const checkInStatusNames: Record<CheckInStatus, string> = {
  in: shown('Checked in'),
  out: shown('Not checked in'),
  playing: shown('To be paired'),
  absent: shown('Absent (zero-point bye)'),
  half_point_bye: shown('Half-point bye'),
  full_point_bye: shown('Full-point bye'),
  withdrawn: shown('Withdrawn'),
};

export const checkInPlayer = z.object({
  id: z.uuid(),
  pairingNumber: z.number().int(),
  name: z.string(),
  rating: z.number().int(),
  status: z.enum(checkInStatuses),
  /** Who set the status last: the player from their phone or the arbiter; null when nobody did. */
  by: z.enum(['player', 'arbiter']).nullable(),
  at: z.iso.datetime().nullable(),
});
export type CheckInPlayer = z.infer<typeof checkInPlayer>;

/** The arbiter's sheet for the next round. */
export const checkInSheet = z.object({
  settings: checkInSettings,
  /** Null once every round is paired, or for a round robin (no check-in). */
  window: checkInWindow.nullable(),
  /** By pairing number. */
  players: z.array(checkInPlayer),
});
export type CheckInSheet = z.infer<typeof checkInSheet>;
export const checkInSheetResponse = envelope(checkInSheet);

/** The signed-in player's own check-in in one tournament, for their phone. */
export const myCheckIn = z.object({
  tournamentId: z.uuid(),
  entryId: z.uuid(),
  name: z.string(),
  withdrawn: z.boolean(),
  required: z.boolean(),
  window: checkInWindow.nullable(),
  /** Whether the player is checked in for the window's round. */
  checkedIn: z.boolean(),
  /** Without check-in: the arbiter marked the player absent from the window's round (not paired, a zero-point bye). */
  markedAbsent: z.boolean(),
  /** Rounds in which the player has a half-point bye (asked for, or granted by the arbiter). */
  byeRounds: z.array(z.number().int()),
  /** Rounds not paired yet, for which a bye may still be asked for or cancelled. */
  openRounds: z.array(z.number().int()),
  halfPointByeLimit: z.number().int(),
  /** The last round a half-point bye may be had in: the tournament's regulations may keep them out of its last rounds. */
  lastByeRound: z.number().int(),
  /** Half-point byes the player may still ask for from the phone. */
  byesLeft: z.number().int(),
});
export type MyCheckIn = z.infer<typeof myCheckIn>;
export const myCheckInResponse = envelope(myCheckIn);

export const checkInEntryParams = z.object({ entryId: z.uuid({ error: 'Expected a player id' }) });

/**
 * Checked in (true) or not (false): the player from their phone while the check-in is open, the arbiter any time
 * before pairing. Without check-in, only the arbiter, marking the player absent from the next round (false) or back.
 */
export const checkInBody = z.object({ present: z.boolean({ error: 'present: expected true or false' }) });
export type CheckInBody = z.input<typeof checkInBody>;

/** Opening the check-in; `closesAt` closes it by itself at that time. */
export const openCheckInBody = z.object({
  closesAt: z.iso.datetime({ offset: true, error: 'closesAt: expected a date and time (ISO 8601)' }).nullable().default(null),
});
export type OpenCheckInBody = z.input<typeof openCheckInBody>;

/** Asking for (or cancelling) a half-point bye in one round not paired yet. */
export const byeRequestBody = z.object({
  round: z
    .number({ error: 'round: expected a round number' })
    .int('round: expected a round number')
    .min(1, 'round: rounds start at 1')
    .max(ROUNDS_MAX, sentence('{field}: at most {max}', { field: 'round', max: ROUNDS_MAX })),
  requested: z.boolean({ error: 'requested: expected true or false' }),
  /** The arbiter's confirmation of a bye beyond the tournament's limit, in FIDE mode (warning level 3). */
  confirmation: confirmation.optional(),
});
export type ByeRequestBody = z.input<typeof byeRequestBody>;
