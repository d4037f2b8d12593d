-- Pairing numbers (issue 17, FIDE C.04.2 initial order): the organiser's criterion after rating and title
-- (alphabetical by default; FIDE id, order of registration, or a drawing of lots seeded from the tournament's id),
-- whether the arbiter has set pairing numbers by hand (the field is then no longer renumbered on its own), and each
-- change made by hand, with its round and who, written into the TRF export as a `###` comment once round 1 is paired.
ALTER TABLE tournaments ADD COLUMN initial_order text NOT NULL DEFAULT 'name'
  CHECK (initial_order IN ('name', 'fide-id', 'registration', 'lots'));
ALTER TABLE tournaments ADD COLUMN pairing_numbers_by_hand boolean NOT NULL DEFAULT false;
CREATE TABLE pairing_number_changes (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  round         integer NOT NULL,
  change        text NOT NULL,
  changed_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  changed_at    timestamptz NOT NULL
);
CREATE INDEX pairing_number_changes_tournament ON pairing_number_changes (tournament_id, changed_at);
