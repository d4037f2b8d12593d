-- Kingside's own sentences about a prize or a payout (why a player won, a change's reason, a payout's failure and
-- its history's notes) are kept as data, an English ICU text with its values, and said in each reader's language
-- where they are shown. What was written before, what the organiser typed and the payment provider's own words stay
-- strings, shown as written.
ALTER TABLE prize_winners ALTER COLUMN explanation TYPE jsonb USING to_jsonb(explanation);
ALTER TABLE prize_winner_changes ALTER COLUMN reason TYPE jsonb USING to_jsonb(reason);
ALTER TABLE payout_attempts ALTER COLUMN failure_reason TYPE jsonb USING to_jsonb(failure_reason);
ALTER TABLE payout_status_changes ALTER COLUMN note TYPE jsonb USING to_jsonb(note);
