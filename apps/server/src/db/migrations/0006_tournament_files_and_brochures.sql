-- A tournament's uploaded files (logo, regulations, brochure attachments) and its brochure.
-- The bytes live on disk under DATA_DIR/files/<tournament id>/<file id>; these rows say what each is.
-- Rows go with their tournament (ON DELETE CASCADE).

CREATE TABLE tournament_files (
  id            uuid PRIMARY KEY,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('logo', 'regulations', 'attachments')),
  -- The name it was uploaded under (shown, and offered as the download's name).
  name          text NOT NULL,
  -- Found from the file's first bytes, never from its name or the client's claim.
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  size          integer NOT NULL CHECK (size > 0),
  -- Hex SHA-256 of the bytes: the ETag it is served with.
  sha256        text NOT NULL,
  uploaded_by   uuid REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at   timestamptz NOT NULL
);
CREATE INDEX tournament_files_tournament_id_idx ON tournament_files (tournament_id, uploaded_at);

-- One brochure per tournament: description, schedule, prizes, venue, contacts (see the contract's brochureContent).
CREATE TABLE brochures (
  tournament_id uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
  content       jsonb NOT NULL,
  updated_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at    timestamptz NOT NULL
);
