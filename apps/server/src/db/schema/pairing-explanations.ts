import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { PairingExplanation } from '@kingside/engine';
import { rounds, tournaments } from './tournaments.js';

/** The engine's record of how it paired a Dutch round (migrations/0030_pairing_explanations.sql). */
export const pairingExplanations = pgTable('pairing_explanations', {
  roundId: uuid('round_id')
    .primaryKey()
    .references(() => rounds.id, { onDelete: 'cascade' }),
  tournamentId: uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  explanation: jsonb('explanation').$type<PairingExplanation>().notNull(),
  /** Entry ids by the explanation's start numbers (the pairing numbers when the round was paired). */
  entryIds: jsonb('entry_ids').$type<Record<string, string>>().notNull(),
});
