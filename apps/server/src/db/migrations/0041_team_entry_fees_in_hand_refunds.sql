-- A team's entry fee may be paid in hand (cash at the hall), confirmed by an organiser with a reason, and a
-- withdrawn team's fee refunded before round 1, as entry_fees and entry_fee_refunds allow for an entry's.
ALTER TABLE team_entry_fees
  ADD COLUMN paid_how       text CHECK (paid_how IN ('provider', 'organiser')),
  ADD COLUMN confirmed_by   uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN confirm_reason text;
-- Until now a team's fee was paid only through the provider.
UPDATE team_entry_fees SET paid_how = 'provider' WHERE status <> 'awaiting_payment';

-- The refund id is the provider's idempotency key (the same id is never refunded twice).
CREATE TABLE team_entry_fee_refunds (
  refund_id     text PRIMARY KEY,
  team_id       uuid NOT NULL REFERENCES team_entry_fees (team_id) ON DELETE CASCADE,
  -- The order refunded; NULL when the fee was paid in hand and given back in hand.
  order_id      text REFERENCES team_entry_fee_orders (order_id),
  amount        bigint NOT NULL CHECK (amount > 0),
  -- Juspay's refund status (PENDING, SUCCESS, FAILURE, MANUAL_REVIEW); SUCCESS for a refund in hand.
  status        text NOT NULL,
  reason        text NOT NULL,
  requested_by  uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
-- One refund per team that has not failed: a failed one stays recorded, a retry is a new refund.
CREATE UNIQUE INDEX team_entry_fee_refunds_team_id_idx ON team_entry_fee_refunds (team_id) WHERE status <> 'FAILURE';
