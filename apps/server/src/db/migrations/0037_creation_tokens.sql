-- The client token of a create request (a tournament, a player entry): one per account, so a double submit or a
-- form sent again after Back answers what the first request made instead of making it twice.
CREATE TABLE creation_tokens (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token      uuid NOT NULL,
  kind       text NOT NULL CHECK (kind IN ('tournament', 'player')),
  -- The tournament or entry made; null until the creating transaction writes it, in that same transaction.
  result_id  uuid,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, token)
);
