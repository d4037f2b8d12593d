import { authEndpoints } from './endpoints-auth.js';
import { backupEndpoints } from './endpoints-backup.js';
import { brochureEndpoints } from './endpoints-brochure.js';
import { bundleEndpoints } from './endpoints-bundle.js';
import { entryFeesEndpoints } from './endpoints-entry-fees.js';
import { healthEndpoints } from './endpoints-health.js';
import { lichessEndpoints } from './endpoints-lichess.js';
import { liveEndpoints } from './endpoints-live.js';
import { payoutsEndpoints } from './endpoints-payouts.js';
import { playersUploadEndpoints } from './endpoints-players-upload.js';
import { playersEndpoints } from './endpoints-players.js';
import { printoutsEndpoints } from './endpoints-printouts.js';
import { privacyEndpoints } from './endpoints-privacy.js';
import { prizesEndpoints } from './endpoints-prizes.js';
import { ratingListEndpoints } from './endpoints-rating-list.js';
import { registrationEndpoints } from './endpoints-registration.js';
import { tournamentFilesEndpoints } from './endpoints-tournament-files.js';
import { tournamentsEndpoints } from './endpoints-tournaments.js';
import { clubsEndpoints } from './endpoints-clubs.js';
import { tournamentConfigEndpoints } from './endpoints-tournament-config.js';
import { pairingsEndpoints } from './endpoints-pairings.js';
import { resultsEndpoints } from './endpoints-results.js';
import { roundTriggersEndpoints } from './endpoints-round-triggers.js';
import { splitEndpoints } from './endpoints-split.js';
import { checkInEndpoints } from './endpoints-check-in.js';
import { noticesEndpoints } from './endpoints-notices.js';
import { resultClaimsEndpoints } from './endpoints-result-claims.js';
import { playerHomeEndpoints } from './endpoints-player-home.js';
import { feedbacksEndpoints } from './endpoints-feedbacks.js';
import { lichessUpdateEndpoints } from './endpoints-lichess-update.js';
import type { Endpoint } from './endpoint.js';

export { printoutEndpoints } from './endpoints-printouts.js';

/**
 * THE API: every route the server has, by area. The server registers each route from its entry, the web client
 * builds its calls from it, and the tests check both against it.
 */
export const endpoints = {
  auth: authEndpoints,
  backup: backupEndpoints,
  brochure: brochureEndpoints,
  bundle: bundleEndpoints,
  entryFees: entryFeesEndpoints,
  health: healthEndpoints,
  lichess: lichessEndpoints,
  live: liveEndpoints,
  payouts: payoutsEndpoints,
  playersUpload: playersUploadEndpoints,
  players: playersEndpoints,
  printouts: printoutsEndpoints,
  privacy: privacyEndpoints,
  prizes: prizesEndpoints,
  ratingList: ratingListEndpoints,
  registration: registrationEndpoints,
  tournamentFiles: tournamentFilesEndpoints,
  tournaments: tournamentsEndpoints,
  clubs: clubsEndpoints,
  tournamentConfig: tournamentConfigEndpoints,
  pairings: pairingsEndpoints,
  results: resultsEndpoints,
  roundTriggers: roundTriggersEndpoints,
  split: splitEndpoints,
  checkIn: checkInEndpoints,
  notices: noticesEndpoints,
  resultClaims: resultClaimsEndpoints,
  playerHome: playerHomeEndpoints,
  feedbacks: feedbacksEndpoints,
  lichessUpdate: lichessUpdateEndpoints,
} as const;

/** Every endpoint of the table, in one list. */
export const everyEndpoint: readonly Endpoint[] = Object.values<Readonly<Record<string, Endpoint>>>(endpoints).flatMap((group) => Object.values(group));
