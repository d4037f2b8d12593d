-- Registering for a tournament (issue 15). A tournament without a registration_settings row takes
-- registrations as before: open, no cap, let in at once, nothing more asked.
CREATE TABLE registration_settings (
  tournament_id uuid PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
  -- Closed by the organiser: no new registration (the waiting list is still promoted).
  closed        boolean NOT NULL DEFAULT false,
  -- The most players in the field; registrations beyond it wait on the list.
  cap           integer CHECK (cap IS NULL OR cap >= 1),
  approval      text NOT NULL DEFAULT 'auto' CHECK (approval IN ('auto', 'organiser')),
  -- The optional player details the registration form asks for (contract askableFields).
  asked_fields  text[] NOT NULL DEFAULT '{}',
  updated_at    timestamptz NOT NULL
);

-- A player's registration while it is not (or not only) an entry: waiting for approval or for a place,
-- and what became of it. The entry made from it (entry_id) is the participant, as any other entry.
CREATE TABLE registrations (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The order registrations came in (the waiting list's order): clocks may tie, this never does.
  seq            bigserial NOT NULL UNIQUE,
  tournament_id  uuid NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  user_id        uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status         text NOT NULL CHECK (status IN ('awaiting_approval', 'waiting_list', 'admitted', 'withdrawn', 'declined')),
  entry_id       uuid REFERENCES entries (id) ON DELETE SET NULL,
  -- The details the player gave (the register body), entered when the registration is admitted.
  details        jsonb NOT NULL,
  -- The organiser who approved it; null when it was let in without approval.
  approved_by    uuid REFERENCES users (id) ON DELETE SET NULL,
  approved_at    timestamptz,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL
);
-- One registration still in play per player and tournament.
CREATE UNIQUE INDEX registrations_live_idx ON registrations (tournament_id, user_id) WHERE status IN ('awaiting_approval', 'waiting_list', 'admitted');
CREATE INDEX registrations_tournament_idx ON registrations (tournament_id, status, seq);
