-- Prizes: a tournament's prize structure, the prizes awarded (winners) and every change the organiser
-- made to an award. Amounts are whole numbers of minor units (paise) of the structure's currency.
-- Rows go with their tournament (ON DELETE CASCADE).

-- One prize structure per tournament: its categories (eligibility and each place's amount, in the
-- contract's prizeCategory shape, in the tournament's order) and how tied players are paid.
CREATE TABLE prize_structures (
  tournament_id uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
  currency      text NOT NULL CHECK (currency IN ('INR', 'USD', 'EUR', 'GBP')),
  sharing       text NOT NULL CHECK (sharing IN ('hort', 'split', 'tiebreak')),
  categories    jsonb NOT NULL,
  -- The prizes nobody could be given at the last computation, with the engine's reason.
  unawarded     jsonb NOT NULL DEFAULT '[]',
  -- When the winners were last computed or uploaded (NULL: never).
  winners_at    timestamptz,
  -- The prize list is public only from then on.
  published_at  timestamptz,
  updated_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at    timestamptz NOT NULL
);

-- One row per prize awarded: the stable row a payout refers to.
CREATE TABLE prize_winners (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tournament_id  uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  -- The category's id in the structure, and its name when awarded (shown even if the structure changes).
  category_id    text NOT NULL,
  category_name  text NOT NULL,
  place          integer NOT NULL CHECK (place >= 1),
  entry_id       uuid NOT NULL REFERENCES entries (id),
  -- What is paid: the place's amount, or a share of a pool.
  amount         bigint NOT NULL CHECK (amount >= 0),
  -- The place's amount in the structure.
  place_amount   bigint NOT NULL CHECK (place_amount >= 0),
  currency       text NOT NULL,
  explanation    text NOT NULL,
  source         text NOT NULL CHECK (source IN ('engine', 'upload', 'organiser')),
  -- The payout's (spec §3 winningPlayers, §4): set by the payment provider's answers, NULL until then.
  fulfillment_id text,
  status         text,
  transaction_id text,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  UNIQUE (tournament_id, category_id, place)
);
CREATE INDEX prize_winners_entry_id_idx ON prize_winners (entry_id);
CREATE UNIQUE INDEX prize_winners_fulfillment_id_idx ON prize_winners (fulfillment_id) WHERE fulfillment_id IS NOT NULL;

-- Every award the organiser changed by hand or replaced by an upload: what it was, what it became, why, who and when.
CREATE TABLE prize_winner_changes (
  id            bigserial PRIMARY KEY,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  -- NULL once the award itself is gone (winners recomputed or uploaded again); the rest of the row stays.
  winner_id     uuid REFERENCES prize_winners (id) ON DELETE SET NULL,
  kind          text NOT NULL CHECK (kind IN ('override', 'upload')),
  category_name text NOT NULL,
  place         integer NOT NULL,
  old_entry_id  uuid REFERENCES entries (id) ON DELETE SET NULL,
  new_entry_id  uuid REFERENCES entries (id) ON DELETE SET NULL,
  old_amount    bigint,
  new_amount    bigint,
  reason        text NOT NULL,
  changed_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  changed_at    timestamptz NOT NULL
);
CREATE INDEX prize_winner_changes_tournament_id_idx ON prize_winner_changes (tournament_id, changed_at);
