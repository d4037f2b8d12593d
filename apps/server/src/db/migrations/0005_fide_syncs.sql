-- Every applied sync of a tournament's players with the FIDE rating list: which list, who, when, and each
-- changed field (old and new) of each entry, so a corrected rating or name can always be traced to its list.
-- Entries are named by uuid, FIDE id and name inside `changes`, never by foreign key to rated_players
-- (that table is replaced wholesale on each import).
CREATE TABLE fide_syncs (
  id            bigserial PRIMARY KEY,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  list_date     date NOT NULL,
  rating_type   text NOT NULL,
  changes       jsonb NOT NULL,
  missing       jsonb NOT NULL,
  renumbered    boolean NOT NULL,
  synced_by     uuid REFERENCES users (id) ON DELETE SET NULL,
  synced_at     timestamptz NOT NULL
);
CREATE INDEX fide_syncs_tournament_id_idx ON fide_syncs (tournament_id, synced_at);
