// Round robin: the FIDE Berger tables (Handbook C.05, Annex 1).
export { bergerTable, doubleRoundRobin, MAX_ROUND_ROBIN_PLAYERS } from './berger.js';
export type { BergerBoard, BergerTable } from './berger.js';
