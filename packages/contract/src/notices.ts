import { z } from 'zod';
import { envelope } from './envelope.js';
import { sentence } from './words.js';

/**
 * Notices to players: what a player is told about a tournament they play in, by mail and by
 * Web Push. A player gets a notice only of the kinds, and by the channels, they chose (nothing until
 * they opt in).
 */

export const noticeKinds = ['pairings', 'round_starting', 'check_in_closing', 'result_disputed', 'finished'] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** How each kind reads on the choices page. */
export const noticeKindLabels: Record<NoticeKind, string> = {
  pairings: 'Pairings published (board, opponent, colour)',
  round_starting: 'Round starting',
  check_in_closing: 'Check-in closing',
  result_disputed: 'Result disputed on my board',
  finished: 'Tournament finished (final rank)',
};

export const noticeChannels = ['mail', 'push'] as const;
export type NoticeChannel = (typeof noticeChannels)[number];

/**
 * One notice about one tournament, as the player receives it. Each kind carries what the player needs
 * to act without opening the app: their board, opponent and colour for pairings; the board for a dispute.
 */
export const notice = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pairings'),
    round: z.number().int().positive(),
    /** null: no board this round (a bye, or not paired). */
    board: z.number().int().positive().nullable(),
    /** The opponent's name; null for a bye. */
    opponent: z.string().nullable(),
    colour: z.enum(['w', 'b']).nullable(),
    /** What the player gets instead of a game ("Pairing-allocated bye", "Half-point bye", …); null when they play. */
    bye: z.string().nullable(),
  }),
  z.object({ kind: z.literal('round_starting'), round: z.number().int().positive() }),
  z.object({
    kind: z.literal('check_in_closing'),
    round: z.number().int().positive(),
    /** When check-in closes (ISO 8601); null when the arbiter closes it by hand. */
    closesAt: z.iso.datetime().nullable(),
  }),
  z.object({ kind: z.literal('result_disputed'), round: z.number().int().positive(), board: z.number().int().positive() }),
  z.object({
    kind: z.literal('finished'),
    /** The player's final rank; null for someone told who has no rank (an arbiter). */
    rank: z.number().int().positive().nullable(),
    players: z.number().int().nonnegative(),
  }),
]);
export type Notice = z.infer<typeof notice>;

/** The Web Push message's payload (the service worker reads it to show the notification). */
export const pushMessage = z.object({
  title: z.string(),
  body: z.string(),
  /** The page the notification opens (a path of the web app). */
  url: z.string(),
  /** Notifications with one tag replace each other: a newer pairing notice replaces the older one. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessage>;

const chosenKinds = z
  .array(z.enum(noticeKinds, { error: sentence('Expected one of {values}', { values: noticeKinds.join(', ') }) }))
  .max(noticeKinds.length)
  .refine((kinds) => new Set(kinds).size === kinds.length, 'Each kind at most once');

/** Which kinds the signed-in player gets by each channel (empty: none). */
export const noticeChoicesBody = z.object({ mail: chosenKinds, push: chosenKinds });
export type NoticeChoicesBody = z.input<typeof noticeChoicesBody>;

export const noticeChoices = z.object({
  mail: z.array(z.enum(noticeKinds)),
  push: z.array(z.enum(noticeKinds)),
  /** The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
  pushPublicKey: z.string(),
  /** How many browsers of this account receive push notices. */
  pushSubscriptions: z.number().int().nonnegative(),
});
export type NoticeChoices = z.infer<typeof noticeChoices>;
export const noticeChoicesResponse = envelope(noticeChoices);

const base64url = (what: string) => z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, sentence('{field} must be base64url', { field: what }));

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'Expected the push service address (http or https)' })
    .max(2000, 'The push service address must be at most 2000 characters'),
  keys: z.object({
    p256dh: base64url('p256dh').min(80, 'p256dh must be an uncompressed P-256 public key').max(100, 'p256dh is too long'),
    auth: base64url('auth').min(16, 'auth must be 16 bytes').max(30, 'auth is too long'),
  }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: pushSubscriptionBody.shape.endpoint });
export type PushUnsubscribeBody = z.input<typeof pushUnsubscribeBody>;
