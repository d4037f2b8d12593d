// Every table, one module per area; add a line for a new area.
export * from './accounts.js';
export * from './mail.js';
