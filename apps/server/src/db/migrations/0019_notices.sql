-- Notices to players (issue 15). A player is told nothing until they choose: one row per account that
-- chose, with the kinds they get by mail and by Web Push (no row: nothing by either).
CREATE TABLE notice_choices (
  user_id    uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  mail       text[] NOT NULL DEFAULT '{}',
  push       text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL
);

-- The browsers that receive an account's push notices (PushSubscription: the push service's address
-- and the keys the message is encrypted for). A push service answering 404/410 has dropped it: removed.
CREATE TABLE push_subscriptions (
  id         bigserial PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint   text NOT NULL UNIQUE,
  p256dh     text NOT NULL,
  auth       text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- The server's VAPID key pair when VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set: generated once and
-- kept, because browsers' subscriptions are bound to the public key (a new key would orphan them all).
CREATE TABLE vapid_keys (
  id          smallint PRIMARY KEY CHECK (id = 1),
  public_key  text NOT NULL,
  private_key text NOT NULL,
  created_at  timestamptz NOT NULL
);
