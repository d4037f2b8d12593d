-- The rating method or the unrated players' rating changed once round 1 was paired: the tournament ratings give the
-- pairing numbers and the rating-based tie-breaks, so FIDE's rating officers read the change in the TRF export as
-- `### Rating method changed @ Round n: FIDE -> HBFN` (or the unrated players' rating).
CREATE TABLE rating_rule_changes (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  round         integer NOT NULL,
  change        text NOT NULL,
  changed_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  changed_at    timestamptz NOT NULL
);
CREATE INDEX rating_rule_changes_tournament ON rating_rule_changes (tournament_id, changed_at);
