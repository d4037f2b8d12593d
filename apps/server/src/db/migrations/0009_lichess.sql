-- Lichess: an account's connected lichess user, the OAuth logins under way, and the tournaments
-- created on lichess that a Kingside tournament mirrors.

-- One lichess account per Kingside account. The access token is sealed (AES-256-GCM, key derived
-- from TOKEN_SECRET), never stored in clear.
CREATE TABLE lichess_accounts (
  user_id          uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  lichess_id       text NOT NULL,
  lichess_username text NOT NULL,
  sealed_token     text NOT NULL,
  scopes           text[] NOT NULL,
  connected_at     timestamptz NOT NULL
);

-- An authorization request sent to lichess and not yet answered. The browser keeps the row's id
-- (ref_state) and a secret (ref_code, stored hashed); the PKCE verifier is sealed like a token.
CREATE TABLE lichess_logins (
  id              uuid PRIMARY KEY,
  user_id         uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state           text NOT NULL,
  ref_code_hash   text NOT NULL,
  sealed_verifier text NOT NULL,
  redirect_uri    text NOT NULL,
  scopes          text[] NOT NULL,
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  used_at         timestamptz
);
CREATE INDEX lichess_logins_user_id_idx ON lichess_logins (user_id);

-- The lichess counterpart of a tournament; its players, pairings and results are read from lichess.
CREATE TABLE lichess_tournaments (
  tournament_id uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('swiss', 'arena')),
  lichess_id    text NOT NULL UNIQUE,
  lichess_url   text NOT NULL,
  team_id       text,
  created_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL,
  synced_at     timestamptz
);

-- The lichess game played on a board of a followed tournament, for the board's link.
CREATE TABLE lichess_games (
  game_id         uuid PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  tournament_id   uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  lichess_game_id text NOT NULL
);
CREATE INDEX lichess_games_tournament_id_idx ON lichess_games (tournament_id);
