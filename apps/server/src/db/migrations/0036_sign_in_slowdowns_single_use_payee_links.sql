-- One row per slowed sign-in lane (an account tried from unknown browsers, or one browser that signed in before),
-- updated in one statement per attempt, so parallel attempts on any number of instances are counted exactly.
-- The key is an HMAC of the lane: no email address is stored here.
CREATE TABLE sign_in_slowdowns (
  lane            text PRIMARY KEY,
  failures        integer NOT NULL,
  last_failure_at timestamptz NOT NULL
);
-- The accounts' slow-downs counted there before; their runs are forgotten.
DELETE FROM rate_limit_hits WHERE bucket LIKE 'sign-in-failure:account:%';

-- The expiry (seconds) of the latest payee link that saved the details: that link, and any older one, is used up.
ALTER TABLE payee_details ADD COLUMN link_used_expires bigint;
