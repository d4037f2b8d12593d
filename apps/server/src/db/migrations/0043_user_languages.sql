-- The language an account reads Kingside in (mails, push notices, answers when the browser asks for none); null
-- until its owner chooses one.
ALTER TABLE users ADD COLUMN locale text CHECK (locale IN ('en', 'hi', 'fr', 'es', 'de', 'ru', 'pt', 'ar'));
