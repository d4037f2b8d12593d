// Helpers for server tests (excluded from the build). See app.ts, databases.ts, hooks.ts, multipart.ts, smtp.ts, clock.ts.
export * from './app.js';
export * from './clock.js';
export * from './databases.js';
export * from './hooks.js';
export * from './multipart.js';
export * from './smtp.js';
