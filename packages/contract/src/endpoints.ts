export { printoutEndpoints } from './endpoints-printouts.js';
export * as endpoints from './endpoints-table.js';
