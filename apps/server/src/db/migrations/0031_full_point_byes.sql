-- Full-point byes the arbiter gives (not the pairing-allocated bye): FIDE discourages them, so each is given with a
-- level-2 warning (FIDE C.02), and the TRF writes them as `F`. A requested bye is half-point unless the arbiter gave
-- a full point; the pairing turns it into a row of that kind.
ALTER TABLE games DROP CONSTRAINT games_kind_check;
ALTER TABLE games ADD CONSTRAINT games_kind_check
  CHECK (kind IN ('game', 'pairing_bye', 'half_point_bye', 'full_point_bye', 'zero_point_bye', 'absent'));
ALTER TABLE bye_requests
  ADD COLUMN kind text NOT NULL DEFAULT 'half_point_bye' CHECK (kind IN ('half_point_bye', 'full_point_bye'));
