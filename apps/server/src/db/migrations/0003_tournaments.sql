-- Tournaments: clubs and their managers, tournaments, entries (a person in one tournament), the
-- half-point byes they ask for, rounds, games (boards and byes) and every change of a result.
-- Standings, tie-breaks and colour histories are computed by the engine from these rows, never stored.
-- Timestamps come from the application's clock (tests move it), not from now().

CREATE TABLE clubs (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name       text NOT NULL,
  city       text,
  federation text,
  created_by uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL
);
-- One club per name, however it is capitalised.
CREATE UNIQUE INDEX clubs_name_idx ON clubs (lower(name));

-- The organisers who run a club's tournaments (the club's creator is the first).
CREATE TABLE club_managers (
  club_id uuid NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (club_id, user_id)
);
CREATE INDEX club_managers_user_id_idx ON club_managers (user_id);

CREATE TABLE tournaments (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id            uuid NOT NULL REFERENCES users (id),
  club_id             uuid REFERENCES clubs (id),
  name                text NOT NULL,
  system              text NOT NULL CHECK (system IN ('dutch', 'round_robin', 'double_round_robin')),
  -- 0 for a round robin not yet paired: its rounds follow from the number of players.
  total_rounds        integer NOT NULL CHECK (total_rounds BETWEEN 0 AND 99),
  start_date          date,
  end_date            date,
  -- [{round, startsAt}], the published schedule.
  round_schedule      jsonb NOT NULL DEFAULT '[]',
  venue               text,
  city                text,
  federation          text,
  time_control        text,
  rating_type         text NOT NULL CHECK (rating_type IN ('standard', 'rapid', 'blitz')),
  -- {win, draw, loss}
  point_system        jsonb NOT NULL,
  -- Points for the pairing-allocated bye (FIDE C.04.1 c: a win's, unless the rules say otherwise).
  pab_points          numeric(4, 1) NOT NULL,
  acceleration        text NOT NULL CHECK (acceleration IN ('none', 'baku')),
  -- FIDE tie-break codes in order (C.07 2024): 'BH/C1', 'SB', 'DE'…
  tiebreaks           text[] NOT NULL,
  shared_places       boolean NOT NULL,
  chief_arbiter       text,
  deputy_arbiters     text[] NOT NULL DEFAULT '{}',
  entry_fee           numeric(12, 2),
  enable_registration boolean NOT NULL DEFAULT false,
  is_club_membership  boolean NOT NULL DEFAULT false,
  create_brochure     boolean NOT NULL DEFAULT false,
  is_brochure         boolean NOT NULL DEFAULT false,
  feedbacks           text[] NOT NULL DEFAULT '{}',
  -- Colour of pairing number 1 in round 1 (drawn by lot when round 1 is paired, unless set).
  initial_colour      text CHECK (initial_colour IN ('w', 'b')),
  -- The last round paired; 0 before round 1.
  current_round       integer NOT NULL DEFAULT 0,
  finished_at         timestamptz,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
);
CREATE INDEX tournaments_owner_id_idx ON tournaments (owner_id);
CREATE INDEX tournaments_club_id_idx ON tournaments (club_id);

CREATE TABLE entries (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tournament_id  uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  -- Tournament pairing number (TPN), from 1. Late entries may renumber everybody (FIDE C.04.2),
  -- so uniqueness is checked at commit.
  pairing_number integer NOT NULL CHECK (pairing_number >= 1),
  name           text NOT NULL,
  fide_id        integer,
  national_id    text,
  -- The rating of the tournament's rating type; 0 when unrated.
  rating         integer NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 3500),
  title          text NOT NULL DEFAULT '',
  federation     text,
  sex            text CHECK (sex IN ('m', 'w')),
  -- YYYY or YYYY-MM-DD, as known.
  birth_date     text,
  club           text,
  email          text,
  phone          text,
  user_id        uuid REFERENCES users (id) ON DELETE SET NULL,
  withdrawn      boolean NOT NULL DEFAULT false,
  withdrawn_at   timestamptz,
  -- The first round the player can be paired in: 1, or later for a late entry.
  joined_round   integer NOT NULL DEFAULT 1 CHECK (joined_round >= 1),
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  CONSTRAINT entries_pairing_number_key UNIQUE (tournament_id, pairing_number) DEFERRABLE INITIALLY DEFERRED
);

-- Rounds in which a player asked not to be paired and to score a half-point bye.
CREATE TABLE bye_requests (
  entry_id      uuid NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  round         integer NOT NULL CHECK (round >= 1),
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (entry_id, round)
);

CREATE TABLE rounds (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  number        integer NOT NULL CHECK (number >= 1),
  state         text NOT NULL CHECK (state IN ('paired', 'started', 'scored')),
  paired_at     timestamptz NOT NULL,
  paired_by     uuid REFERENCES users (id) ON DELETE SET NULL,
  started_at    timestamptz,
  scored_at     timestamptz,
  UNIQUE (tournament_id, number)
);

-- One row per board, and one per player of the round who has no opponent (byes, absences).
CREATE TABLE games (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  round_id      uuid NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  board         integer NOT NULL CHECK (board >= 1),
  white_id      uuid NOT NULL REFERENCES entries (id),
  -- NULL for a row without an opponent; white_id is then the player.
  black_id      uuid REFERENCES entries (id),
  kind          text NOT NULL CHECK (kind IN ('game', 'pairing_bye', 'half_point_bye', 'zero_point_bye', 'absent')),
  -- Only games have a result to enter; the others score by their kind.
  result        text CHECK (result IN ('1-0', '0-1', '1/2-1/2', '+/-', '-/+', '-/-')),
  result_by     uuid REFERENCES users (id) ON DELETE SET NULL,
  result_at     timestamptz,
  CHECK ((kind = 'game') = (black_id IS NOT NULL)),
  CHECK (kind = 'game' OR result IS NULL),
  CHECK (white_id IS DISTINCT FROM black_id),
  CONSTRAINT games_round_board_key UNIQUE (round_id, board) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX games_tournament_id_idx ON games (tournament_id);

-- Every result entered or changed: results are never overwritten without a trace.
CREATE TABLE result_changes (
  id            bigserial PRIMARY KEY,
  game_id       uuid NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  old_result    text,
  new_result    text NOT NULL,
  changed_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  changed_at    timestamptz NOT NULL
);
CREATE INDEX result_changes_game_id_idx ON result_changes (game_id);
