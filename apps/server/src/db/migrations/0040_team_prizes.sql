-- A team event's places are won by teams: a prize is awarded to a player's entry (board prizes, every individual
-- event's prizes) or to a team (team places), never both, and a team's prize is paid to the team's payee.
ALTER TABLE prize_winners ALTER COLUMN entry_id DROP NOT NULL;
ALTER TABLE prize_winners ADD COLUMN team_id uuid REFERENCES teams (id);
ALTER TABLE prize_winners ADD CONSTRAINT prize_winners_one_winner CHECK (num_nonnulls(entry_id, team_id) = 1);
CREATE INDEX prize_winners_team_id_idx ON prize_winners (team_id);

ALTER TABLE prize_winner_changes ADD COLUMN old_team_id uuid REFERENCES teams (id) ON DELETE SET NULL;
ALTER TABLE prize_winner_changes ADD COLUMN new_team_id uuid REFERENCES teams (id) ON DELETE SET NULL;

-- Payee details belong to an entry or to a team; each has one row at most. The sealed value stays bound to its
-- owner's id (entry or team), which is why the key is the owner and not a new id.
ALTER TABLE payee_details DROP CONSTRAINT payee_details_pkey;
ALTER TABLE payee_details ALTER COLUMN entry_id DROP NOT NULL;
ALTER TABLE payee_details ADD COLUMN team_id uuid REFERENCES teams (id) ON DELETE CASCADE;
ALTER TABLE payee_details ADD CONSTRAINT payee_details_one_owner CHECK (num_nonnulls(entry_id, team_id) = 1);
CREATE UNIQUE INDEX payee_details_entry_id_key ON payee_details (entry_id) WHERE entry_id IS NOT NULL;
CREATE UNIQUE INDEX payee_details_team_id_key ON payee_details (team_id) WHERE team_id IS NOT NULL;

ALTER TABLE payout_attempts ADD COLUMN team_id uuid REFERENCES teams (id) ON DELETE SET NULL;
