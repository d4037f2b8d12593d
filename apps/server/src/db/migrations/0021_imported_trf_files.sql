-- The TRF file a tournament was imported from, as read: its export is written over it, so that what Kingside
-- did not change comes back as the arbiter's program wrote it (FIDE's rating officers compare the two). Kept
-- apart from the tournament row, which is read on every request and should not carry a 100 KB file.
CREATE TABLE imported_trf_files (
  tournament_id uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
  text          text NOT NULL,
  imported_at   timestamptz NOT NULL
);
