-- Payouts: where each prize winner wants the money (sealed), every payout order sent to the payment
-- provider, each winner's attempts in it (the ledger) with their status history, and the webhook
-- events already applied. Amounts are whole numbers of minor units (paise).

-- Per tournament player (entry), so a recomputed prize list keeps what the winner gave.
CREATE TABLE payee_details (
  entry_id      uuid PRIMARY KEY REFERENCES entries (id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('upi', 'bank')),
  -- What managers see: '…@oksbi' or 'XXXX1234'.
  masked        text NOT NULL,
  -- AES-256-GCM of the details' JSON (payees/sealing.ts); the key never reaches the database.
  sealed        text NOT NULL,
  entered_by    text NOT NULL CHECK (entered_by IN ('winner', 'organiser')),
  updated_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX payee_details_tournament_id_idx ON payee_details (tournament_id);

-- One payout order at the provider. The rows with next_check_at set are the reconciliation job: due
-- ones are claimed (FOR UPDATE SKIP LOCKED, then next_check_at moved on) by whichever instance asks first.
CREATE TABLE payout_orders (
  order_id      text PRIMARY KEY,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  provider      text NOT NULL,
  -- creating: sent, answer not (yet) received; open: the provider has it, some payouts pending;
  -- closed: every payout final; unknown: the provider does not know it (flagged for the organiser).
  state         text NOT NULL CHECK (state IN ('creating', 'open', 'closed', 'unknown')),
  -- The provider's order status, as it last reported it.
  provider_status text,
  last_error    text,
  requested_by  uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  next_check_at timestamptz,
  checks        integer NOT NULL DEFAULT 0
);
CREATE INDEX payout_orders_due_idx ON payout_orders (next_check_at) WHERE next_check_at IS NOT NULL;

-- The ledger: one row per winner per attempt. Written (CREATING) and committed before the provider
-- is called, so an answer lost in a crash is still found by reconciliation.
CREATE TABLE payout_attempts (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id        text NOT NULL REFERENCES payout_orders (order_id) ON DELETE CASCADE,
  tournament_id   uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  -- NULL once the award is gone; the snapshot columns keep what was paid to whom.
  winner_id       uuid REFERENCES prize_winners (id) ON DELETE SET NULL,
  entry_id        uuid REFERENCES entries (id) ON DELETE SET NULL,
  player_name     text NOT NULL,
  category_name   text NOT NULL,
  place           integer NOT NULL,
  payee_masked    text NOT NULL,
  attempt         integer NOT NULL CHECK (attempt >= 1),
  -- The order's fulfillments are in the attempts' position order.
  position        integer NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  fulfillment_id  text UNIQUE,
  amount          bigint NOT NULL CHECK (amount > 0),
  currency        text NOT NULL,
  -- CREATING, UNKNOWN, RELEASED (an unknown attempt the organiser declared unpaid), or the provider's status.
  status          text NOT NULL,
  transaction_id  text,
  failure_reason  text,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  UNIQUE (winner_id, attempt)
);
CREATE INDEX payout_attempts_tournament_id_idx ON payout_attempts (tournament_id, created_at);
CREATE INDEX payout_attempts_order_id_idx ON payout_attempts (order_id, position);
-- Never two live payouts of one prize: another attempt only once the last one failed for sure.
CREATE UNIQUE INDEX payout_attempts_one_live_idx ON payout_attempts (winner_id)
  WHERE status NOT IN ('FAILURE', 'CANCELLED', 'DISCARDED', 'RELEASED');

-- Every status an attempt went through: whence (request, response, poll, webhook, organiser) and when.
CREATE TABLE payout_status_changes (
  id             bigserial PRIMARY KEY,
  attempt_id     uuid NOT NULL REFERENCES payout_attempts (id) ON DELETE CASCADE,
  status         text NOT NULL,
  transaction_id text,
  source         text NOT NULL CHECK (source IN ('request', 'response', 'poll', 'webhook', 'organiser')),
  note           text,
  at             timestamptz NOT NULL
);
CREATE INDEX payout_status_changes_attempt_id_idx ON payout_status_changes (attempt_id, at);

-- Webhook events already applied: the same event delivered again changes nothing.
CREATE TABLE payout_webhook_events (
  event_id    text PRIMARY KEY,
  event_name  text NOT NULL,
  received_at timestamptz NOT NULL
);
