-- Players who must not meet (FIDE C.04: family members, players of the same club in the first rounds), entered by
-- the arbiter as groups: no two of a group are paired, in every round or up to last_round. The engine reads them as
-- forbidden pairs when a round is paired and when a manual pairing is checked; the TRF export writes them (260).
CREATE TABLE prohibited_pairings (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  label         text NOT NULL,
  last_round    integer CHECK (last_round IS NULL OR last_round >= 1),
  created_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL
);
CREATE INDEX prohibited_pairings_tournament ON prohibited_pairings (tournament_id, created_at);

CREATE TABLE prohibited_pairing_players (
  prohibited_pairing_id uuid NOT NULL REFERENCES prohibited_pairings (id) ON DELETE CASCADE,
  entry_id              uuid NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  PRIMARY KEY (prohibited_pairing_id, entry_id)
);
