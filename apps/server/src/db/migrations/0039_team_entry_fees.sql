-- A team event's entry fee is charged once per team, to its captain, when the team registers (an individual
-- event's stays per entry, entry_fees). A team whose fee awaits payment is not paired. Amounts in minor units.
CREATE TABLE team_entry_fees (
  team_id        uuid PRIMARY KEY REFERENCES teams (id) ON DELETE CASCADE,
  tournament_id  uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  amount         bigint NOT NULL CHECK (amount > 0),
  currency       text NOT NULL,
  status         text NOT NULL CHECK (status IN ('awaiting_payment', 'paid', 'refunded')),
  paid_order_id  text,
  paid_at        timestamptz,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  CHECK ((status = 'awaiting_payment') = (paid_at IS NULL))
);
CREATE INDEX team_entry_fees_tournament_id_idx ON team_entry_fees (tournament_id);

-- Every payment order made for a team's fee, as entry_fee_orders for an entry's.
CREATE TABLE team_entry_fee_orders (
  order_id     text PRIMARY KEY,
  team_id      uuid NOT NULL REFERENCES team_entry_fees (team_id) ON DELETE CASCADE,
  attempt      integer NOT NULL CHECK (attempt >= 1),
  provider     text NOT NULL,
  reference    text NOT NULL,
  status       text NOT NULL,
  payment_url  text,
  amount       bigint NOT NULL CHECK (amount > 0),
  currency     text NOT NULL,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  UNIQUE (team_id, attempt)
);
