-- How many times a board's result was entered or changed. An arbiter's change names the version it saw, so a
-- change made meanwhile by another arbiter is refused instead of silently overwritten (issue 12, defect 10).
ALTER TABLE games ADD COLUMN result_version integer NOT NULL DEFAULT 0;
