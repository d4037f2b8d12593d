-- Ratings per round, for events longer than 30 days: when a new FIDE list is published while the event runs, the
-- arbiter enters a player's new rating from a round on. FIDE rates the games of each rating period with the ratings
-- of the list then in force (B.02 §4, §7.1, §8.3), so the rating change counts it; the pairing and the rating-based
-- tie-breaks keep the player's first rating (entries.rating; C.07 2026 art. 10).
CREATE TABLE entry_round_ratings (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  entry_id      uuid NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  from_round    integer NOT NULL CHECK (from_round >= 2),
  rating        integer NOT NULL CHECK (rating >= 0),
  set_by        uuid REFERENCES users (id) ON DELETE SET NULL,
  set_at        timestamptz NOT NULL,
  UNIQUE (entry_id, from_round)
);
CREATE INDEX entry_round_ratings_tournament ON entry_round_ratings (tournament_id, from_round);
