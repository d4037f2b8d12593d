import type { FastifyInstance } from 'fastify';
import { appKeyCheck } from '../http/app-key.js';
import { authRoutes } from './auth.js';
import { backupRoutes } from './backup.js';
import { brochureRoutes } from './brochure.js';
import { clubRoutes } from './clubs.js';
import { bundleRoutes } from './bundle.js';
import { entryFeeRoutes } from './entry-fees.js';
import { healthRoutes } from './health.js';
import { lichessAuthRoutes, lichessTournamentRoutes } from './lichess.js';
import { liveRoutes } from './live.js';
import { noticeRoutes } from './notices.js';
import { pairingRoutes } from './pairings.js';
import { fideModeRoutes } from './fide-mode.js';
import { prohibitedPairingRoutes } from './prohibited-pairings.js';
import { roundRatingRoutes } from './round-ratings.js';
import { pairingNumberRoutes } from './pairing-numbers.js';
import { tieOrderRoutes } from './tie-orders.js';
import { teamResultRoutes } from './team-results.js';
import { lineupRoutes } from './lineups.js';
import { teamRoutes } from './teams.js';
import { teamRegistrationRoutes } from './team-registration.js';
import { whyThisPairingRoutes } from './why-this-pairing.js';
import { payoutRoutes } from './payouts.js';
import { playersUploadRoutes } from './players-upload.js';
import { playerRoutes } from './players.js';
import { printoutRoutes } from './printouts.js';
import { privacyRoutes } from './privacy.js';
import { prizeRoutes } from './prizes.js';
import { ratingListRoutes } from './rating-list.js';
import { registrationRoutes } from './registration.js';
import { resultRoutes } from './results.js';
import { roundTriggerRoutes } from './round-triggers.js';
import { splitRoutes } from './split.js';
import { checkInRoutes } from './check-in.js';
import { playerHomeRoutes } from './player-home.js';
import { feedbackRoutes } from './feedbacks.js';
import { lichessUpdateRoutes } from './lichess-update.js';
import { tournamentConfigRoutes } from './tournament-config.js';
import { tournamentFileRoutes } from './tournament-files.js';
import { tournamentRoutes } from './tournament.js';
import { resultClaimRoutes } from './result-claims.js';

/**
 * Every API route, registered under /api by app.ts. One Fastify plugin per area (routes/<area>.ts);
 * a new area adds one register line here.
 */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  const { appKey } = app.ctx.config;
  if (appKey) app.addHook('onRequest', appKeyCheck(appKey));

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(liveRoutes, { prefix: '/tournament' });
  await app.register(tournamentRoutes, { prefix: '/tournament' });
  await app.register(resultClaimRoutes, { prefix: '/tournament' });
  await app.register(clubRoutes, { prefix: '/tournament' });
  await app.register(tournamentConfigRoutes, { prefix: '/tournament' });
  await app.register(pairingRoutes, { prefix: '/tournament' });
  await app.register(fideModeRoutes, { prefix: '/tournament' });
  await app.register(prohibitedPairingRoutes, { prefix: '/tournament' });
  await app.register(roundRatingRoutes, { prefix: '/tournament' });
  await app.register(teamRoutes, { prefix: '/tournament' });
  await app.register(tieOrderRoutes, { prefix: '/tournament' });
  await app.register(teamResultRoutes, { prefix: '/tournament' });
  await app.register(lineupRoutes, { prefix: '/tournament' });
  await app.register(whyThisPairingRoutes, { prefix: '/tournament' });
  await app.register(resultRoutes, { prefix: '/tournament' });
  await app.register(roundTriggerRoutes, { prefix: '/tournament' });
  await app.register(splitRoutes, { prefix: '/tournament' });
  await app.register(checkInRoutes, { prefix: '/tournament' });
  await app.register(feedbackRoutes, { prefix: '/tournament' });
  await app.register(lichessUpdateRoutes, { prefix: '/tournament' });
  await app.register(playerHomeRoutes, { prefix: '/players' });
  await app.register(tournamentFileRoutes, { prefix: '/tournament' });
  await app.register(brochureRoutes, { prefix: '/tournament' });
  await app.register(printoutRoutes, { prefix: '/tournament' });
  await app.register(bundleRoutes, { prefix: '/tournament' });
  await app.register(playerRoutes, { prefix: '/players' });
  await app.register(pairingNumberRoutes, { prefix: '/players' });
  await app.register(ratingListRoutes, { prefix: '/players' });
  await app.register(playersUploadRoutes, { prefix: '/players' });
  await app.register(lichessAuthRoutes, { prefix: '/auth' });
  await app.register(lichessTournamentRoutes, { prefix: '/tournament' });
  // Prizes span /tournament (the structure) and /players (the winners), as the API has always named them.
  await app.register(prizeRoutes);
  await app.register(payoutRoutes);
  // Spans /tournament (registering, links), /my-teams and /team-invitations.
  await app.register(teamRegistrationRoutes);
  await app.register(entryFeeRoutes, { prefix: '/entry-fees' });
  await app.register(registrationRoutes, { prefix: '/registration' });
  await app.register(backupRoutes, { prefix: '/admin' });
  // Spans /tournament, /auth and /admin: deletion and privacy: deleted tournaments restored, accounts deleted, an account's data exported.
  await app.register(privacyRoutes);
  await app.register(noticeRoutes, { prefix: '/notices' });
}
