-- The arbiters' FIDE ids, which the TRF-2026 export writes beside their names in 102 (chief arbiter) and 112 (one
-- line per deputy): the chief arbiter's, and the deputies' in the order of deputy_arbiters (null for one without).
ALTER TABLE tournaments
  ADD COLUMN chief_arbiter_fide_id integer,
  ADD COLUMN deputy_arbiter_fide_ids jsonb NOT NULL DEFAULT '[]';
