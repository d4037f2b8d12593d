-- What each player of a board says its result was (issue 15), from the form the QR code on the result slip opens.
-- A claim never is the result: the arbiter's entry (games.result) is. Both players claiming the same result make
-- it pending the arbiter's approval; different results flag the board as disputed. One claim per player per board,
-- replaced while the arbiter has not entered the result.
CREATE TABLE result_claims (
  game_id uuid NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  entry_id uuid NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  result text NOT NULL CHECK (result IN ('1-0', '0-1', '1/2-1/2')),
  claimed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (game_id, entry_id)
);
CREATE INDEX result_claims_tournament ON result_claims (tournament_id);
