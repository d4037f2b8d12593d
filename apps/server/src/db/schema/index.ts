// Every table, one module per area; add a line for a new area.
export * from './accounts.js';
export * from './mail.js';
export * from './rating-list.js';
export * from './tournaments.js';
export * from './files.js';
export * from './prizes.js';
export * from './lichess.js';
export * from './pairing-jobs.js';
export * from './payouts.js';
export * from './privacy.js';
export * from './check-in.js';
export * from './feedbacks.js';
export * from './notices.js';
export * from './result-claims.js';
export * from './registration.js';
export * from './fide-mode.js';
export * from './pairing-explanations.js';
