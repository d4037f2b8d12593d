// Round robin: the FIDE Berger tables (Handbook C.05, Annex 1), for players and for teams.
export { bergerTable, doubleRoundRobin, MAX_ROUND_ROBIN_PLAYERS } from './berger.js';
export type { BergerBoard, BergerTable } from './berger.js';
export { teamRoundRobin } from './team.js';
export type { TeamRoundRobinOptions, TeamRoundRobinRound } from './team.js';
