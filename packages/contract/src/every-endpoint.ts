import type { Endpoint } from './endpoint.js';
import * as table from './endpoints-table.js';

/** Every endpoint of the table, in one list (its own module: reading the whole table keeps every area in a bundle). */
export const everyEndpoint: readonly Endpoint[] = Object.values<Readonly<Record<string, Endpoint>>>(table).flatMap((group) => Object.values(group));
