// Its own module: the public standings mark a row with it, and importing it from standings.ts brought that module's
// schemas into the public pages' first load.

/** How a place among players tied on points and every tie-break was decided (a standings row's `tieOrder`). */
export type TieOrderMark = { by: 'lot'; lot: string } | { by: 'arbiter'; reason: string };

/** How the standings mark a place among players tied on points and every tie-break: "by lot (…)", or the arbiter's reason. */
export function tieOrderLabel(order: TieOrderMark): string {
  return order.by === 'lot' ? `by lot (${order.lot})` : `ranked by the arbiter: ${order.reason}`;
}
