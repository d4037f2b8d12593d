export * from './envelope.js';
export * from './auth.js';
