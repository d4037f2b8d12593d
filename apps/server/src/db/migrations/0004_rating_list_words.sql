-- Every distinct word of the names on the FIDE rating list, with how many players carry it: a mistyped
-- search word is looked up here first (trigram similarity judged against single words is sharper, and the
-- table is a small fraction of the list), then the players carrying the words it was probably meant to be.
-- An import rebuilds it from the new list and swaps it in together with rated_players.
CREATE TABLE rated_player_words (
  word    text PRIMARY KEY,
  players integer NOT NULL
);
CREATE INDEX rated_player_words_trgm ON rated_player_words USING gin (word gin_trgm_ops);

INSERT INTO rated_player_words (word, players)
SELECT word, count(*)::int
FROM (SELECT unnest(string_to_array(btrim(search_words), ' ')) AS word FROM rated_players) AS words
WHERE word <> ''
GROUP BY word;

-- Statistics now, so the first searches use the trigram index rather than reading the whole table.
ANALYZE rated_player_words;
