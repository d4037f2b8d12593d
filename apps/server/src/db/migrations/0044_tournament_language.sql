-- The tournament's own language: what its mailed notices are written in for players who chose none, and what the
-- organiser may print its sheets in for the hall, whatever language each reader uses Kingside in.
ALTER TABLE tournaments ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi', 'fr', 'es', 'de', 'ru', 'pt', 'ar'));
