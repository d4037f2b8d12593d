-- Which players carry each word of their name on the FIDE rating list: one row per word of a name (once, even when
-- a name repeats it), kept in word order. A mistyped search word stands for a few words of the list (found in
-- rated_player_words); this finds their players with a few index lookups, where the trigram index over whole names
-- would have to match each stand-in against every name. "C" collation, so a word's beginnings (LIKE 'carl%') is
-- a range of the same index. An import rebuilds it from the new list and swaps it in with rated_players.
CREATE TABLE rated_players_by_word (
  word    text COLLATE "C" NOT NULL,
  fide_id integer NOT NULL,
  PRIMARY KEY (word, fide_id)
);

INSERT INTO rated_players_by_word (word, fide_id)
SELECT DISTINCT word, fide_id
FROM (SELECT fide_id, unnest(string_to_array(btrim(search_words), ' ')) AS word FROM rated_players) AS words
WHERE word <> '';

-- Whether a typed word starts any word on the list decides whether it is taken for a typo: with "C" collation
-- that is a range of the distinct words' primary key.
ALTER TABLE rated_player_words ALTER COLUMN word TYPE text COLLATE "C";

ANALYZE rated_players_by_word;
ANALYZE rated_player_words;
