-- Check-in before each round (issues 15 and 17). A tournament's settings: whether players must check in,
-- when the round schedule opens and closes the check-in, and how many half-point byes a player may ask for
-- from their phone. No row: check-in not required, no byes from the phone.
CREATE TABLE check_in_settings (
  tournament_id          uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
  required               boolean NOT NULL DEFAULT false,
  opens_before_minutes   integer CHECK (opens_before_minutes >= 0),
  closes_before_minutes  integer CHECK (closes_before_minutes >= 0),
  half_point_bye_limit   integer NOT NULL DEFAULT 0 CHECK (half_point_bye_limit >= 0),
  updated_at             timestamptz NOT NULL
);

-- The check-in of one round: opened by the arbiter or the schedule, closed by either (closes_at: when it closes
-- by itself). reminded_at: the "check-in closing" notice went out, so no other instance sends it again.
CREATE TABLE check_in_windows (
  tournament_id  uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  round          integer NOT NULL,
  opened_at      timestamptz NOT NULL,
  opened_by      uuid REFERENCES users (id) ON DELETE SET NULL,
  closes_at      timestamptz,
  closed_at      timestamptz,
  closed_by      uuid REFERENCES users (id) ON DELETE SET NULL,
  reminded_at    timestamptz,
  PRIMARY KEY (tournament_id, round)
);
-- The schedule job's reading: the open check-ins.
CREATE INDEX check_in_windows_open ON check_in_windows (closes_at) WHERE closed_at IS NULL;

-- A player checked in (present) or marked out, per round, by themselves or the arbiter (who and when kept).
CREATE TABLE check_ins (
  entry_id       uuid NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  tournament_id  uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  round          integer NOT NULL,
  present        boolean NOT NULL,
  by_arbiter     boolean NOT NULL,
  changed_by     uuid REFERENCES users (id) ON DELETE SET NULL,
  changed_at     timestamptz NOT NULL,
  PRIMARY KEY (entry_id, round)
);
CREATE INDEX check_ins_by_round ON check_ins (tournament_id, round);
