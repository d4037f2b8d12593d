-- The arbiter's ranking of players still tied after every tie-break (FIDE C.07), for the prizes: the start numbers of
-- one whole tie of the standings after `round`, best first, with the reason (a play-off, say). It takes the place of
-- the drawing of lots for them and is written into the TRF export as `### Ranked by the arbiter @ Round n: …`.
CREATE TABLE tie_orders (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  round         integer NOT NULL,
  start_numbers integer[] NOT NULL,
  reason        text NOT NULL,
  decided_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_at    timestamptz NOT NULL
);
CREATE INDEX tie_orders_tournament ON tie_orders (tournament_id, round);

-- The seed of the drawing of lots among players still tied after every tie-break: null means the tournament's own id.
-- A tournament restored from a bundle keeps the seed it was exported with, so its lots fall the same way.
ALTER TABLE tournaments ADD COLUMN lot_seed text;
