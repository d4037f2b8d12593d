import { z } from 'zod';
import { localeSchema } from './locales.js';
import { roundQuery } from './pairings.js';

/**
 * Printouts as PDF (GET /api/tournament/{id}/printouts/{kind}). Pairings, standings, crosstable and
 * the player list are public like the tournament page; result slips are for the tournament's organisers. A team
 * event prints team pairings, match result sheets and team standings at the same addresses, and its board
 * standings (board prizes) as a kind of its own.
 */
export const printoutKinds = ['pairings', 'standings', 'crosstable', 'players', 'result-slips', 'board-standings'] as const;
export type PrintoutKind = (typeof printoutKinds)[number];

/**
 * The language a printout is printed in: the reader's own without it (the language the request asks in); the
 * organiser prints the hall's sheets in the tournament's own language by naming it.
 */
export const printoutLanguageQuery = z.object({ language: localeSchema.optional() });
export type PrintoutLanguageQuery = z.input<typeof printoutLanguageQuery>;

/** The round a printout is of; without it, the tournament's current round. */
export const printoutRoundQuery = printoutLanguageQuery.extend({ round: roundQuery.shape.round.optional() });
export type PrintoutRoundQuery = z.input<typeof printoutRoundQuery>;

export const pairingOrders = ['board', 'name'] as const;
export type PairingOrder = (typeof pairingOrders)[number];

/** Pairing sheet: by board, or alphabetical (every player with board, colour and opponent). */
export const pairingSheetQuery = printoutRoundQuery.extend({
  order: z.enum(pairingOrders, { error: 'Expected order board or name' }).default('board'),
});
export type PairingSheetQuery = z.input<typeof pairingSheetQuery>;
