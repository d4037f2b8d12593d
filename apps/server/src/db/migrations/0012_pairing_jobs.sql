-- A round being paired right now, at most one per tournament (the primary key): the engine works off the
-- request's transaction (in a worker thread), so this row is what tells a second arbiter, on any instance,
-- that round N is in progress, and what a cancel removes. A row past its deadline belongs to a pairing
-- that died with its server; the next pair request takes its place.
CREATE TABLE pairing_jobs (
  tournament_id uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
  id            uuid NOT NULL UNIQUE,
  round         integer NOT NULL,
  started_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  started_at    timestamptz NOT NULL,
  deadline      timestamptz NOT NULL
);
