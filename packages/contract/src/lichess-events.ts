import { z } from 'zod';
import { envelope } from './envelope.js';

// What spectators read of a tournament played on lichess, apart from the organiser's lichess bodies (lichess.ts), so that
// a public page loads none of those.

/** A tournament's counterpart on lichess (public): a followed Swiss or Arena, and when Kingside last read it. */
export const lichessLink = z.object({
  tournament_id: z.uuid(),
  kind: z.enum(['swiss', 'arena']),
  lichess_id: z.string(),
  lichess_url: z.url(),
  synced_at: z.iso.datetime().nullable(),
});
export const lichessLinkResponse = envelope(lichessLink);
export type LichessLink = z.infer<typeof lichessLink>;
/** The public read: null for a tournament played here only, which is the usual case and no failure. */
export const lichessLinkOrNoneResponse = envelope(lichessLink.nullable());

/**
 * An Arena's standings as lichess ranks them (public). An Arena has no rounds here, so Kingside's own
 * standings and tie-breaks do not apply: rank, score (lichess's Arena points) and performance are lichess's.
 * `final` once lichess has finished the Arena.
 */
export const arenaStandingsResponse = envelope(
  z.object({
    final: z.boolean(),
    synced_at: z.iso.datetime().nullable(),
    rows: z.array(
      z.object({
        rank: z.number().int(),
        username: z.string(),
        title: z.string().nullable(),
        rating: z.number().int(),
        score: z.number().int(),
        performance: z.number().int(),
      }),
    ),
  }),
);
export type ArenaStandings = z.infer<typeof arenaStandingsResponse>['data'];

/** The lichess game of each board (public: the games are public on lichess). */
export const lichessGameLinksResponse = envelope(z.array(z.object({ round: z.number().int(), board: z.number().int(), url: z.url() })));
