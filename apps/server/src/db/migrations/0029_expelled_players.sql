-- An entry the arbiter expelled (a level-4 action, FIDE C.02): the round it happened in and who did it. An expelled
-- entry is also withdrawn, so it is never paired again; a Swiss leaves it out of the standings, and the TRF export
-- carries `### Expelled @ Round n: …`. It cannot be undone.
ALTER TABLE entries
  ADD COLUMN expelled_at    timestamptz,
  ADD COLUMN expelled_round integer,
  ADD COLUMN expelled_by    uuid REFERENCES users (id) ON DELETE SET NULL;
