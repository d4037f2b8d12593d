-- An Arena has no rounds or boards here (lichess pairs players as they free up, for a set time), so
-- Kingside's standings cannot be computed for it: its standings are lichess's, kept as lichess ranks
-- them and replaced at each reading. Read-only; the final ones once lichess finishes the Arena.
CREATE TABLE lichess_arena_standings (
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  username      text NOT NULL,
  rank          integer NOT NULL,
  title         text,
  rating        integer NOT NULL,
  score         integer NOT NULL,
  performance   integer NOT NULL,
  PRIMARY KEY (tournament_id, username)
);
