-- FIDE mode (C.02, the tournament managers' checklist): every tournament Kingside runs is a Dutch Swiss or a round
-- robin, so every one starts in it, those already created included. Leaving it is for good, and when (the round)
-- and by whom is kept for the TRF export.
ALTER TABLE tournaments
  ADD COLUMN fide_mode             boolean NOT NULL DEFAULT true,
  ADD COLUMN fide_mode_left_round  integer,
  ADD COLUMN fide_mode_left_at     timestamptz,
  ADD COLUMN fide_mode_left_by     uuid REFERENCES users (id) ON DELETE SET NULL;

-- Manual pairing is a phase of the round: boards change by hand only between "Edit pairings" and "Validate pairings".
ALTER TABLE rounds ADD COLUMN editing_pairings boolean NOT NULL DEFAULT false;

-- A validated round whose boards differ from the engine's pairing of it: what the arbiter changed, written into
-- the TRF export as `### MPA @ Round n: …`. It goes with its round when the round is reverted.
CREATE TABLE manual_pairing_adjustments (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  round_id      uuid NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  round         integer NOT NULL,
  changes       text NOT NULL,
  validated_by  uuid REFERENCES users (id) ON DELETE SET NULL,
  validated_at  timestamptz NOT NULL
);
CREATE INDEX manual_pairing_adjustments_tournament ON manual_pairing_adjustments (tournament_id, validated_at);
