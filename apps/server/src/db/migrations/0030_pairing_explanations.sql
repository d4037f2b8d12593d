-- What the engine decided when it paired a Dutch round, and why (the engine's PairingExplanation, recorded while it
-- paired): brackets, floaters, each board's colour rule, the pairing-allocated bye. Public once the round is paired
-- ("Why this pairing"). A table of its own, so that the many reads of a tournament's rounds never carry it. No row
-- for rounds the engine did not pair (round robins, imported TRF files, rounds paired before this was recorded); the
-- row goes with its round when the round is reverted. Boards changed by hand are found by comparing the round's
-- boards with the explanation's, which stays the engine's.
CREATE TABLE pairing_explanations (
  round_id      uuid PRIMARY KEY REFERENCES rounds (id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  explanation   jsonb NOT NULL,
  -- The explanation names players by their start numbers when the round was paired; this maps each to its entry,
  -- so that a pairing number changed later still names the right player.
  entry_ids     jsonb NOT NULL
);
