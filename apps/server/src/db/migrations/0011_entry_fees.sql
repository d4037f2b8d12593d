-- Entry fees taken at self-registration. An entry with an entry_fees row in 'awaiting_payment' is a
-- registration, not yet a participant: it is left out of pairing, standings and the public list
-- until it is paid (services/tournaments/engine-model.ts). Entries without a row (added by the
-- organiser, uploaded, registered when there was no fee) are participants as before.
-- Amounts are whole numbers of minor units (paise), fixed when the player registered.

CREATE TABLE entry_fees (
  entry_id       uuid PRIMARY KEY REFERENCES entries (id) ON DELETE CASCADE,
  tournament_id  uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  amount         bigint NOT NULL CHECK (amount > 0),
  currency       text NOT NULL,
  status         text NOT NULL CHECK (status IN ('awaiting_payment', 'paid', 'refunded')),
  -- How the fee was paid: through the payment provider (paid_order_id), or in hand at the hall,
  -- confirmed by an organiser (confirmed_by) with the reason they gave.
  paid_how       text CHECK (paid_how IN ('provider', 'organiser')),
  paid_order_id  text,
  paid_at        timestamptz,
  confirmed_by   uuid REFERENCES users (id) ON DELETE SET NULL,
  confirm_reason text,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  CHECK ((status = 'awaiting_payment') = (paid_at IS NULL))
);
CREATE INDEX entry_fees_tournament_id_idx ON entry_fees (tournament_id);

-- Every payment order made for an entry: a failed one stays, the next attempt is a new order.
CREATE TABLE entry_fee_orders (
  -- Ours, Juspay's order_id: letters and digits, fewer than 21.
  order_id     text PRIMARY KEY,
  entry_id     uuid NOT NULL REFERENCES entry_fees (entry_id) ON DELETE CASCADE,
  attempt      integer NOT NULL CHECK (attempt >= 1),
  provider     text NOT NULL,
  -- The provider's handle on the order (PaymentOrder.reference), given back on every status call.
  reference    text NOT NULL,
  -- The provider's last known status (Juspay's: NEW, CHARGED, AUTHORIZATION_FAILED…).
  status       text NOT NULL,
  payment_url  text,
  amount       bigint NOT NULL CHECK (amount > 0),
  currency     text NOT NULL,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  -- Two attempts racing for the same number: one wins, the other is not recorded.
  UNIQUE (entry_id, attempt)
);

-- Refunds: the refund id is the provider's idempotency key (the same id is never refunded twice).
CREATE TABLE entry_fee_refunds (
  refund_id     text PRIMARY KEY,
  entry_id      uuid NOT NULL REFERENCES entry_fees (entry_id) ON DELETE CASCADE,
  -- The order refunded; NULL when the fee was paid in hand and given back in hand.
  order_id      text REFERENCES entry_fee_orders (order_id),
  amount        bigint NOT NULL CHECK (amount > 0),
  -- Juspay's refund status (PENDING, SUCCESS, FAILURE, MANUAL_REVIEW); SUCCESS for a refund in hand.
  status        text NOT NULL,
  reason        text NOT NULL,
  requested_by  uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
-- One refund per entry that has not failed: a failed one stays recorded, a retry is a new refund.
CREATE UNIQUE INDEX entry_fee_refunds_entry_id_idx ON entry_fee_refunds (entry_id) WHERE status <> 'FAILURE';
