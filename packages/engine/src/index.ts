export * from './model.js';
export * from './trf/index.js';
export * from './roundrobin/index.js';
export * from './swiss/dutch/index.js';
export * from './tiebreaks/index.js';
export * from './rating/index.js';
export * from './prizes/index.js';
