-- Accounts and sign-in: users, their sessions and one-time codes, rate-limit hits, the mail outbox.
-- Timestamps come from the application's clock (tests move it), not from now().

CREATE TABLE users (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name          text NOT NULL,
  -- Stored lower-cased and trimmed, so one address is one account.
  email         text NOT NULL UNIQUE,
  phone         text,
  role          text NOT NULL CHECK (role IN ('player', 'organiser', 'admin')),
  -- scrypt$N$r$p$salt$hash (base64url), see services/accounts/passwords.ts
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);

-- A bearer token names one row here; logout and password changes revoke rows.
CREATE TABLE sessions (
  id         uuid PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip         text,
  user_agent text
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- Only the newest code of a user and purpose counts; issuing a new one deletes the older ones.
CREATE TABLE one_time_codes (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose    text NOT NULL CHECK (purpose IN ('sign-in', 'password-reset')),
  code_hash  text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  used_at    timestamptz
);
CREATE INDEX one_time_codes_user_purpose_idx ON one_time_codes (user_id, purpose);

-- One row per counted event (a failed sign-in, a code sent…), so every instance sees the same limits.
CREATE TABLE rate_limit_hits (
  id     bigserial PRIMARY KEY,
  bucket text NOT NULL,
  at     timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_bucket_at_idx ON rate_limit_hits (bucket, at);

-- Mail that was not sent because no SMTP_URL is configured.
CREATE TABLE outbox (
  id         bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  created_at timestamptz NOT NULL
);
