-- A player's feedback on a finished tournament: one per entry (writing again replaces it), so the organiser
-- reads each player once, by name. The tournament's own `feedbacks` list (spec §3) stays the organiser's.
CREATE TABLE player_feedbacks (
  entry_id      uuid PRIMARY KEY REFERENCES entries (id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  text          text NOT NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX player_feedbacks_tournament ON player_feedbacks (tournament_id, updated_at DESC);
