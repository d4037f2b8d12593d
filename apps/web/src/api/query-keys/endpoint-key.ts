import type { endpoints } from '@kingside/contract';

/**
 * Every key of the query cache lives in this folder: tournament.ts holds those of a tournament's own pages (what the
 * public pages read and the live stream refreshes), every other area has a file of its own, so a page loads the keys
 * of the areas it reads and no more. The API modules cache their reads under these and the live stream's
 * invalidation (features/live/liveEvents.ts) refreshes the same, so a key cannot drift from what refreshes it.
 *
 * A key starts with a scope (its area, usually with the tournament): a prefix that refreshes everything under it.
 * A cached read then names the endpoint whose answer it holds, as the contract's table names it ("pairings.list"),
 * followed by what tells its answers apart. Scopes nest where one change makes several reads stale: a
 * tournament's lichess link sits under its details, the prohibited pairings under its player lists, a board's
 * confirmations under the round's pairings.
 */
type Table = typeof endpoints;
/**
 * An endpoint by its name in the contract's table ("pairings.list": the group, then the endpoint), checked against
 * the table when compiled. Named, not given as the endpoint object: the objects carry their schemas, and a page that
 * only caches a read would load every area's schemas with the keys (the public pages' JavaScript budget).
 */
export type EndpointName = {
  [G in keyof Table]: G extends string ? { [N in keyof Table[G]]: N extends string ? `${G}.${N}` : never }[keyof Table[G]] : never;
}[keyof Table];

export const answerOf = <const S extends readonly unknown[], const A extends readonly unknown[]>(scope: S, endpoint: EndpointName, ...args: A) =>
  [...scope, endpoint, ...args] as const;
