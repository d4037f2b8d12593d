-- Team events: a team Swiss (FIDE C.04.6) or a team round robin. The board games stay individual games of entries,
-- so results, confirmations, ratings and the TRF player records work per board as in an individual event; teams
-- group entries into rosters, a round pairs teams into matches, and each match's boards are made from the two
-- teams' lineups when the arbiter publishes them.
ALTER TABLE tournaments DROP CONSTRAINT tournaments_system_check;
ALTER TABLE tournaments ADD CONSTRAINT tournaments_system_check
  CHECK (system IN ('dutch', 'round_robin', 'double_round_robin', 'team_swiss', 'team_round_robin', 'team_double_round_robin'));
ALTER TABLE tournaments
  -- Boards per match (N): set for a team event, null for an individual one.
  ADD COLUMN boards_per_match integer CHECK (boards_per_match BETWEEN 1 AND 20),
  -- The primary score (match or game points), whether the secondary one decides colours, the colour preference
  -- type (A, B, none) and the match points of a win, draw and loss: the engine's TeamScoring.
  ADD COLUMN team_scoring jsonb,
  -- Captains submit lineups until this many minutes before the round's scheduled start (null: until published).
  ADD COLUMN lineup_deadline_minutes integer CHECK (lineup_deadline_minutes BETWEEN 0 AND 10080),
  ADD CONSTRAINT tournaments_team_fields_check
    CHECK ((system LIKE 'team_%') = (boards_per_match IS NOT NULL AND team_scoring IS NOT NULL));

CREATE TABLE teams (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tournament_id  uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  -- The team pairing number (C.04.6 art. 1.1): by team rating, then name, renumbered until round 1 is paired.
  pairing_number integer NOT NULL CHECK (pairing_number >= 1),
  name           text NOT NULL,
  short_name     text NOT NULL DEFAULT '',
  club           text,
  federation     text,
  captain_id     uuid REFERENCES users (id) ON DELETE SET NULL,
  withdrawn      boolean NOT NULL DEFAULT false,
  withdrawn_at   timestamptz,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  CONSTRAINT teams_pairing_number_key UNIQUE (tournament_id, pairing_number) DEFERRABLE INITIALLY DEFERRED,
  CONSTRAINT teams_name_key UNIQUE (tournament_id, name)
);
CREATE INDEX teams_captain_id_idx ON teams (captain_id);

-- A team's roster in board order (position 1 plays board 1 when present), reserves after the first N. An entry is
-- on one roster at most; the order is kept once round 1 is paired.
CREATE TABLE team_members (
  team_id       uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  entry_id      uuid NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
  position      integer NOT NULL CHECK (position >= 1),
  PRIMARY KEY (team_id, entry_id),
  CONSTRAINT team_members_entry_key UNIQUE (entry_id),
  CONSTRAINT team_members_position_key UNIQUE (team_id, position) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX team_members_tournament_id_idx ON team_members (tournament_id);

-- A round's team pairings: one row per match, and one per team without an opponent (the pairing-allocated bye).
CREATE TABLE matches (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  round_id      uuid NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  -- The match's table, highest-placed first.
  table_number  integer NOT NULL CHECK (table_number >= 1),
  -- The team whose board-1 player has white, and its opponent (null: the pairing-allocated bye).
  white_team_id uuid NOT NULL REFERENCES teams (id),
  black_team_id uuid REFERENCES teams (id),
  -- A match forfeited as a whole (TRF-2026 330): who won it, 'none' for a double forfeit; null: played on the boards.
  forfeit       text CHECK (forfeit IN ('white', 'black', 'none')),
  forfeit_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  forfeit_at    timestamptz,
  CHECK (white_team_id IS DISTINCT FROM black_team_id),
  CHECK (black_team_id IS NOT NULL OR forfeit IS NULL),
  CONSTRAINT matches_round_table_key UNIQUE (round_id, table_number)
);
CREATE INDEX matches_tournament_id_idx ON matches (tournament_id);

-- When the arbiter published the round's lineups: the boards of every match exist from then on.
ALTER TABLE rounds ADD COLUMN lineups_published_at timestamptz;

-- A board belongs to its match; a player whose board the opposing team left empty wins it by forfeit.
ALTER TABLE games ADD COLUMN match_id uuid REFERENCES matches (id) ON DELETE CASCADE;
CREATE INDEX games_match_id_idx ON games (match_id);
ALTER TABLE games DROP CONSTRAINT games_kind_check;
ALTER TABLE games ADD CONSTRAINT games_kind_check
  CHECK (kind IN ('game', 'forfeit_win', 'pairing_bye', 'half_point_bye', 'full_point_bye', 'zero_point_bye', 'absent'));

-- The lineup a team plays a round with: entries of its roster in roster order, board 1 first (at most N). Set by
-- the captain until the deadline, by the arbiter until the round's lineups are published.
CREATE TABLE lineups (
  team_id       uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  round         integer NOT NULL CHECK (round >= 1),
  entry_ids     uuid[] NOT NULL,
  set_by        uuid REFERENCES users (id) ON DELETE SET NULL,
  set_at        timestamptz NOT NULL,
  -- Whether the one who set it last was the team's captain or an arbiter (an arbiter's edit is shown as such).
  set_as        text NOT NULL CHECK (set_as IN ('captain', 'arbiter')),
  PRIMARY KEY (team_id, round)
);
CREATE INDEX lineups_tournament_id_idx ON lineups (tournament_id, round);

-- Every lineup set, in order: who set which players when (the arbiter's edits are recorded with who and when).
CREATE TABLE lineup_changes (
  id            bigserial PRIMARY KEY,
  team_id       uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  round         integer NOT NULL,
  entry_ids     uuid[] NOT NULL,
  set_by        uuid REFERENCES users (id) ON DELETE SET NULL,
  set_at        timestamptz NOT NULL,
  set_as        text NOT NULL CHECK (set_as IN ('captain', 'arbiter'))
);
CREATE INDEX lineup_changes_team_round_idx ON lineup_changes (team_id, round);

-- A captain's link that lets a player join the team's roster (they sign in and become an entry of the event).
CREATE TABLE team_invitations (
  token_hash    text PRIMARY KEY,
  team_id       uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  created_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL
);
CREATE INDEX team_invitations_team_id_idx ON team_invitations (team_id);

-- The engine's record of how it paired a team Swiss round (C.04.6), kept for "Why this pairing".
CREATE TABLE team_pairing_explanations (
  round_id      uuid PRIMARY KEY REFERENCES rounds (id) ON DELETE CASCADE,
  tournament_id uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  explanation   jsonb NOT NULL,
  -- Team ids by the explanation's team pairing numbers (as they were when the round was paired).
  team_ids      jsonb NOT NULL
);
