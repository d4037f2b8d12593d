-- Requested half-point byes (issue 17): the organiser may allow none in the tournament's last rounds, where a
-- bye would settle places without a game. 0: allowed in every round.
ALTER TABLE check_in_settings ADD COLUMN no_bye_last_rounds integer NOT NULL DEFAULT 0 CHECK (no_bye_last_rounds >= 0);
