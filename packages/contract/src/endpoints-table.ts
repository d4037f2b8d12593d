/**
 * THE API: every route the server has, by area (exported as `endpoints`, from endpoints.ts). The server registers each
 * route from its entry, the web client builds its calls from it, and the tests check both against it. A module of
 * re-exports rather than one object: a bundle keeps only the areas its code calls (a public page loads the
 * schemas of the few routes it reads, not of all of them).
 */
export { authEndpoints as auth } from './endpoints-auth.js';
export { backupEndpoints as backup } from './endpoints-backup.js';
export { brochureEndpoints as brochure } from './endpoints-brochure.js';
export { bundleEndpoints as bundle } from './endpoints-bundle.js';
export { entryFeesEndpoints as entryFees } from './endpoints-entry-fees.js';
export { healthEndpoints as health } from './endpoints-health.js';
export { lichessEndpoints as lichess } from './endpoints-lichess.js';
export { lichessEventsEndpoints as lichessEvents } from './endpoints-lichess-events.js';
export { liveEndpoints as live } from './endpoints-live.js';
export { payoutsEndpoints as payouts } from './endpoints-payouts.js';
export { playersUploadEndpoints as playersUpload } from './endpoints-players-upload.js';
export { playersEndpoints as players } from './endpoints-players.js';
export { printoutsEndpoints as printouts } from './endpoints-printouts.js';
export { privacyEndpoints as privacy } from './endpoints-privacy.js';
export { prizesEndpoints as prizes } from './endpoints-prizes.js';
export { prizeListEndpoints as prizeList } from './endpoints-prize-list.js';
export { ratingListEndpoints as ratingList } from './endpoints-rating-list.js';
export { registrationEndpoints as registration } from './endpoints-registration.js';
export { tournamentFilesEndpoints as tournamentFiles } from './endpoints-tournament-files.js';
export { tournamentsEndpoints as tournaments } from './endpoints-tournaments.js';
export { clubsEndpoints as clubs } from './endpoints-clubs.js';
export { tournamentConfigEndpoints as tournamentConfig } from './endpoints-tournament-config.js';
export { pairingsEndpoints as pairings } from './endpoints-pairings.js';
export { manualPairingEndpoints as manualPairing } from './endpoints-manual-pairing.js';
export { fideModeEndpoints as fideMode } from './endpoints-fide-mode.js';
export { prohibitedPairingsEndpoints as prohibitedPairings } from './endpoints-prohibited-pairings.js';
export { pairingNumbersEndpoints as pairingNumbers } from './endpoints-pairing-numbers.js';
export { tieOrdersEndpoints as tieOrders } from './endpoints-tie-orders.js';
export { roundRatingsEndpoints as roundRatings } from './endpoints-round-ratings.js';
export { resultsEndpoints as results } from './endpoints-results.js';
export { roundTriggersEndpoints as roundTriggers } from './endpoints-round-triggers.js';
export { splitEndpoints as split } from './endpoints-split.js';
export { checkInEndpoints as checkIn } from './endpoints-check-in.js';
export { noticesEndpoints as notices } from './endpoints-notices.js';
export { resultClaimsEndpoints as resultClaims } from './endpoints-result-claims.js';
export { playerHomeEndpoints as playerHome } from './endpoints-player-home.js';
export { feedbacksEndpoints as feedbacks } from './endpoints-feedbacks.js';
export { lichessUpdateEndpoints as lichessUpdate } from './endpoints-lichess-update.js';
export { whyThisPairingEndpoints as whyThisPairing } from './endpoints-why-this-pairing.js';
export { teamsEndpoints as teams } from './endpoints-teams.js';
export { lineupsEndpoints as lineups } from './endpoints-lineups.js';
export { teamResultsEndpoints as teamResults } from './endpoints-team-results.js';
export { teamRegistrationEndpoints as teamRegistration } from './endpoints-team-registration.js';
