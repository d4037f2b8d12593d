-- Rating methods (FIDE C.02): an entry's national rating and a manual rating the arbiter gives (null: none), and
-- per tournament which rating it counts players with (fide, national, fidon, nidof, hbfn) and how unrated players
-- count in the rating-based tie-breaks (none, or the fixed rating the regulations give). Existing tournaments keep
-- what they did: the FIDE rating, and no rating for unrated players.
ALTER TABLE entries
  ADD COLUMN national_rating integer,
  ADD COLUMN manual_rating   integer;

ALTER TABLE tournaments
  ADD COLUMN rating_method         text NOT NULL DEFAULT 'fide',
  ADD COLUMN unrated_rating_method text NOT NULL DEFAULT 'none',
  ADD COLUMN unrated_rating        integer;
