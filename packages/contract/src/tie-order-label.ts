import { phrase, type Words } from './words.js';

// Its own module: the public standings mark a row with it, and importing it from standings.ts brought that module's
// schemas into the public pages' first load.

/** How a place among players tied on points and every tie-break was decided (a standings row's `tieOrder`). */
export type TieOrderMark = { by: 'lot'; lot: string } | { by: 'arbiter'; reason: string };

/** How the standings mark a place among players tied on points and every tie-break: "by lot (…)", or the arbiter's reason. */
export function tieOrderLabel(order: TieOrderMark): Words {
  return order.by === 'lot' ? phrase('by lot ({lot})', { lot: order.lot }) : phrase('ranked by the arbiter: {reason}', { reason: order.reason });
}
