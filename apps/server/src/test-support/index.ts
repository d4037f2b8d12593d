// Helpers for server tests (excluded from the build). See app.ts, databases.ts, smtp.ts, clock.ts.
export * from './app.js';
export * from './clock.js';
export * from './databases.js';
export * from './smtp.js';
