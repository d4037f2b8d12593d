export * from './model.js';
export * from './trf/index.js';
export * from './roundrobin/index.js';
export * from './swiss/dutch/index.js';
