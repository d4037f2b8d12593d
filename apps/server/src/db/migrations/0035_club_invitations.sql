-- Organisers are invited to manage a club by email and manage it once they accept, signed in with that address.
-- Adding them at once, as before, told the club's creator which addresses had an organiser account.
CREATE TABLE club_invitations (
  club_id    uuid NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
  email      text NOT NULL,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  invited_at timestamptz NOT NULL,
  PRIMARY KEY (club_id, email)
);
CREATE INDEX club_invitations_email ON club_invitations (email);
