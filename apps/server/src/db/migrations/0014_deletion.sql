-- Deletion and privacy (issue 12). A deleted tournament is hidden at once and kept 30 days for its owner to
-- restore; its purge is a job row, so it survives restarts and runs on whichever instance claims it first.
ALTER TABLE tournaments ADD COLUMN deleted_at timestamptz;

CREATE TABLE tournament_purges (
  tournament_id uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
  purge_after   timestamptz NOT NULL,
  deleted_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  attempts      integer NOT NULL DEFAULT 0,
  last_error    text
);
CREATE INDEX tournament_purges_purge_after_idx ON tournament_purges (purge_after);
