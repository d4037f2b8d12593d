-- The FIDE rating list: its players, the current list's date, and import jobs.
-- An import loads a new rated_players_next beside rated_players and swaps the two in one short
-- transaction, so no table may reference rated_players with a foreign key: copy what a tournament needs.

-- Trigram matching for name search that tolerates typos (also loads in the embedded PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE rated_players (
  fide_id         integer PRIMARY KEY,
  -- As FIDE spells it, usually "Surname, Given names".
  name            text NOT NULL,
  -- The name lower-cased, accents folded, punctuation to spaces, padded with a space each side
  -- (" carlsen magnus "), so "word starts with" is LIKE '% carl%'. Computed by the application
  -- (services/rating-list/names.ts), with the same function that reads search queries.
  search_words    text NOT NULL,
  federation      text,
  sex             text CHECK (sex IN ('M', 'F')),
  title           text,
  woman_title     text,
  other_titles    text[] NOT NULL DEFAULT '{}',
  foa_title       text,
  standard_rating smallint,
  standard_games  smallint,
  standard_k      smallint,
  rapid_rating    smallint,
  rapid_games     smallint,
  rapid_k         smallint,
  blitz_rating    smallint,
  blitz_games     smallint,
  blitz_k         smallint,
  birth_year      smallint,
  -- The list's flag as written: i (inactive), w (woman), wi.
  flag            text,
  inactive        boolean NOT NULL DEFAULT false
);
-- An import builds these same indexes on the new table (it reads them from here), so add any new one here.
CREATE INDEX rated_players_search_words_trgm ON rated_players USING gin (search_words gin_trgm_ops);
CREATE INDEX rated_players_federation_idx ON rated_players (federation);
CREATE INDEX rated_players_standard_idx ON rated_players (standard_rating DESC NULLS LAST);
CREATE INDEX rated_players_rapid_idx ON rated_players (rapid_rating DESC NULLS LAST);
CREATE INDEX rated_players_blitz_idx ON rated_players (blitz_rating DESC NULLS LAST);

-- The list now in rated_players (at most one row).
CREATE TABLE rating_list (
  id          smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- The month the list is for (its first day).
  list_date   date NOT NULL,
  file_name   text NOT NULL,
  format      text NOT NULL CHECK (format IN ('xml', 'txt')),
  players     integer NOT NULL,
  imported_at timestamptz NOT NULL,
  import_id   uuid
);

-- Import jobs, so every instance can show an import's progress; updated_at moves with each batch,
-- and a running job whose updated_at stands still was cut off (its process ended).
CREATE TABLE rating_list_imports (
  id          uuid PRIMARY KEY,
  state       text NOT NULL CHECK (state IN ('running', 'done', 'failed')),
  file_name   text NOT NULL,
  format      text CHECK (format IN ('xml', 'txt')),
  list_date   date,
  processed   integer NOT NULL DEFAULT 0,
  -- Players on the list; known when the file has been read to its end.
  total       integer,
  bytes_read  bigint NOT NULL DEFAULT 0,
  bytes_total bigint,
  -- When done: {"players", "standard", "rapid", "blitz", "inactive", "women", "titled"}.
  counts      jsonb,
  error       text,
  error_line  integer,
  started_by  uuid REFERENCES users (id) ON DELETE SET NULL,
  started_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  finished_at timestamptz
);
-- One import at a time: they share rated_players_next.
CREATE UNIQUE INDEX rating_list_imports_one_running ON rating_list_imports (state) WHERE state = 'running';
