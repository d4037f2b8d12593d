-- A team event whose organiser approves each entry (registration_settings.approval = 'organiser'): a team its
-- captain registers waits for the organiser's decision, neither listed publicly nor paired nor charged its fee.
-- Approved, it is entered (awaiting its fee when there is one); declined, it stays for its captain to see, out of
-- the event. Teams an organiser enters, and every team before this, are approved.
ALTER TABLE teams ADD COLUMN approval text NOT NULL DEFAULT 'approved' CHECK (approval IN ('awaiting', 'approved', 'declined'));
ALTER TABLE teams ADD COLUMN decided_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE teams ADD COLUMN decided_at timestamptz;
