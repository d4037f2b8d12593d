import { z } from 'zod';

/**
 * Live updates of one tournament: `GET /api/tournament/{id}/live` is a server-sent event stream
 * (text/event-stream). Each change arrives as an unnamed event (EventSource `onmessage`) whose data
 * is one `LiveEvent` in JSON; it says what changed, not the new data, which the client reads again
 * through the ordinary public calls. A comment line (`: heartbeat`) keeps idle connections open.
 */

/** What changed in the tournament. */
export const liveEventKinds = [
  /** The engine started pairing a round (generate-pairing); `paired` or `pairing_stopped` follows. */
  'pairing_started',
  /** A pairing ended without a round: cancelled, past its time limit, or failed. The round stays unpaired. */
  'pairing_stopped',
  /** A round was paired (generate-pairing). */
  'paired',
  /** The last round's pairing was undone (revert-pairing). */
  'reverted',
  /** A round's pairings were opened for editing, changed by hand or validated (edit-, add-, remove-, validate-pairings). */
  'pairing_changed',
  /** Results were entered or corrected (score-upload). */
  'results',
  /** trigger-round-start. */
  'round_started',
  /** trigger-round-cleanup: open boards scored -/-, the round scored. */
  'round_closed',
  /** trigger-tournament-end. */
  'finished',
  /** A team's lineup for a round was set (by its captain or an arbiter): the lineups are read again. */
  'lineups',
  /** A player was added, changed, withdrawn or brought back. */
  'players',
  /** The tournament's details or rules were edited. */
  'settings',
  /** A prize payout's status changed (sent, paid, failed, flagged): managers read the payouts again. */
  'payouts',
  /** A player confirmed a board's result: the arbiter's screen reads the round's confirmations and disputes again. */
  'result_claims',
  /** The check-in of a round opened, closed, or a player's check-in or bye changed: managers and players read it again. */
  'check_in',
  /** The server may have missed changes (its database connection was lost a while): read everything again. */
  'resync',
] as const;
export type LiveEventKind = (typeof liveEventKinds)[number];

export const liveEvent = z.object({
  tournamentId: z.uuid(),
  kind: z.enum(liveEventKinds),
  /** The round concerned; null when the change is not about one round. */
  round: z.number().int().nullable(),
  /** When the change was committed (ISO 8601). */
  at: z.string(),
});
export type LiveEvent = z.infer<typeof liveEvent>;

/**
 * EventSource cannot send headers: when the server sets APP_KEY, the live stream (and only it) also
 * takes the key as this query parameter. No bearer token is needed: the stream carries only what the
 * public pairings and standings already show.
 */
export const LIVE_APP_KEY_QUERY = 'appKey';

export const liveQuery = z.object({ [LIVE_APP_KEY_QUERY]: z.string().optional() });
