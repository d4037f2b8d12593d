-- The tie-breaks changed once round 1 was paired (a level-4 action in FIDE mode, C.02): the lists before and
-- after, the round and who, written into the TRF export as `### Tie-breaks changed @ Round n: …`.
CREATE TABLE tiebreak_changes (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  round         integer NOT NULL,
  previous      text[] NOT NULL,
  chosen        text[] NOT NULL,
  changed_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  changed_at    timestamptz NOT NULL
);
CREATE INDEX tiebreak_changes_tournament ON tiebreak_changes (tournament_id, changed_at);
