export * from './envelope.js';
export * from './auth.js';
export * from './rating-list.js';
export * from './tournament.js';
export * from './players.js';
export * from './pairings.js';
export * from './standings.js';
