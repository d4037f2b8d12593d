import type { Translations } from '@kingside/contract';

export default {
  Teams: 'टीमें',
  'Team entered': 'टीम शामिल की गई',
  'Team saved': 'टीम सहेजी गई',
  'Team deleted': 'टीम हटाई गई',
  'Roster saved': 'टीम सूची सहेजी गई',
  'Team approved': 'टीम स्वीकृत',
  'Team declined': 'टीम अस्वीकृत',
  'The player is already on the roster of {team}': 'खिलाड़ी पहले से {team} की टीम सूची में है',
  '{tournament} is not a team event: it has players, not teams': '{tournament} टीम प्रतियोगिता नहीं है: इसमें खिलाड़ी हैं, टीमें नहीं',
  'The tournament has finished; its teams can no longer change': 'टूर्नामेंट समाप्त हो चुका है; इसकी टीमें अब नहीं बदल सकतीं',
  'A team round robin takes no teams once round 1 is paired; revert round 1 first':
    'राउंड 1 की जोड़ियाँ बनने के बाद टीम राउंड रॉबिन में कोई टीम नहीं जुड़ती; पहले राउंड 1 वापस लें',
  'All {rounds} rounds are paired; a late team would have no round to play': 'सभी {rounds} राउंड की जोड़ियाँ बन चुकी हैं; देर से आई टीम के लिए खेलने को कोई राउंड नहीं बचेगा',
  'Team not found in this tournament': 'इस टूर्नामेंट में टीम नहीं मिली',
  '{team} was approved already': '{team} पहले ही स्वीकृत हो चुकी है',
  '{team} was declined already': '{team} पहले ही अस्वीकृत हो चुकी है',
  'No account has the email {email}: the captain signs up first, then becomes captain': 'ईमेल {email} वाला कोई खाता नहीं है: कप्तान पहले साइन अप करें, फिर कप्तान बनें',
  '{names} and {last}': '{names} और {last}',
  'Only the tournament’s arbiters and the team’s own captain may set its roster': 'केवल टूर्नामेंट के आर्बिटर और टीम का अपना कप्तान ही उसकी टीम सूची तय कर सकते हैं',
  'Round 1 is paired: from now on only the arbiter adds players to a roster, as new last reserves':
    'राउंड 1 की जोड़ियाँ बन चुकी हैं: अब से केवल आर्बिटर ही टीम सूची में खिलाड़ी जोड़ते हैं, नए अंतिम रिज़र्व के रूप में',
  'The tournament has finished; its rosters can no longer change': 'टूर्नामेंट समाप्त हो चुका है; इसकी टीम सूचियाँ अब नहीं बदल सकतीं',
  "Round 1 is paired: FIDE team practice keeps the board order set before round 1, so {team}'s players stay in their order and new players join only as last reserves":
    'राउंड 1 की जोड़ियाँ बन चुकी हैं: FIDE टीम नियमों के अनुसार राउंड 1 से पहले तय बोर्ड क्रम बना रहता है, इसलिए {team} के खिलाड़ी अपने क्रम में रहते हैं और नए खिलाड़ी केवल अंतिम रिज़र्व के रूप में जुड़ते हैं',
  '{count, plural, one {{players} is not a player} other {{players} are not players}} of this tournament':
    '{count, plural, one {{players} इस टूर्नामेंट का खिलाड़ी नहीं है} other {{players} इस टूर्नामेंट के खिलाड़ी नहीं हैं}}',
  '{count, plural, one {{players} was expelled} other {{players} were expelled}} from the tournament':
    '{count, plural, one {{players} को टूर्नामेंट से निष्कासित किया गया था} other {{players} को टूर्नामेंट से निष्कासित किया गया था}}',
  '{count, plural, one {{players} withdrew from the tournament; bring them back before adding them to a roster} other {{players} withdrew from the tournament; bring them back before adding them to a roster}}':
    '{count, plural, one {{players} ने टूर्नामेंट से नाम वापस ले लिया है; टीम सूची में जोड़ने से पहले उन्हें वापस लाएँ} other {{players} ने टूर्नामेंट से नाम वापस ले लिया है; टीम सूची में जोड़ने से पहले उन्हें वापस लाएँ}}',
  '{player} is already on the roster of {team}; a player plays for one team only': '{player} पहले से {team} की टीम सूची में है; एक खिलाड़ी केवल एक टीम के लिए खेलता है',
  'A team named {team} is already in this tournament': '{team} नाम की टीम पहले से इस टूर्नामेंट में है',
  "{team}'s entry fee was refunded, so it cannot come back into the tournament": '{team} का प्रवेश शुल्क लौटा दिया गया था, इसलिए वह टूर्नामेंट में वापस नहीं आ सकती',
  'The team was withdrawn before round {round} was paired without it, so it cannot come back':
    'राउंड {round} की जोड़ियाँ इसके बिना बनने से पहले टीम वापस ले ली गई थी, इसलिए वह वापस नहीं आ सकती',
  'Round 1 is paired, so {team} stays in the event; withdraw it instead': 'राउंड 1 की जोड़ियाँ बन चुकी हैं, इसलिए {team} प्रतियोगिता में बनी रहती है; इसके बजाय उसे वापस लें',
} satisfies Translations;
