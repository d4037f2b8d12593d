import type { Translations } from '@kingside/contract';

export default {
  'The lineups of round {round}': 'राउंड {round} की लाइनअप',
  'Lineup set': 'लाइनअप तय की गई',
  'The lineups of round {round} are published': 'राउंड {round} की लाइनअप प्रकाशित हो गई',
  'Match forfeit recorded': 'मैच का वॉकओवर दर्ज किया गया',
  'Match forfeit undone': 'मैच का वॉकओवर रद्द किया गया',
  'Board {board} of the match already has a result; correct the board results instead': 'मैच के बोर्ड {board} का परिणाम पहले से है; इसके बजाय बोर्डों के परिणाम सुधारें',
  'The match is not forfeited': 'मैच वॉकओवर नहीं है',
  'Match not found in round {round}': 'राउंड {round} में मैच नहीं मिला',
  'The pairing-allocated bye is no match to forfeit': 'जोड़ी बनाते समय दी गई बाई कोई मैच नहीं है जिसे वॉकओवर किया जाए',
  'Round {round} is scored; a forfeit changes only a round still being played': 'राउंड {round} के अंक जुड़ चुके हैं; वॉकओवर केवल चल रहे राउंड को बदलता है',
  'The lineups of round {round} are already published': 'राउंड {round} की लाइनअप पहले ही प्रकाशित हो चुकी है',
  "Only the tournament's arbiters and the teams' captains see the lineups": 'लाइनअप केवल टूर्नामेंट के आर्बिटर और टीमों के कप्तान देखते हैं',
  'A lineup has at most {boards} players ({boards} boards); {given} given': 'लाइनअप में अधिकतम {boards} खिलाड़ी होते हैं ({boards} बोर्ड); {given} दिए गए',
  'A player is in the lineup only once': 'लाइनअप में एक खिलाड़ी केवल एक बार होता है',
  'A player given is not on the roster of {team}': 'दिया गया एक खिलाड़ी {team} की टीम सूची में नहीं है',
  '{player} is not on the roster of {team}': '{player} {team} की टीम सूची में नहीं है',
  '{player} has withdrawn from the tournament and cannot play': '{player} टूर्नामेंट से नाम वापस ले चुके हैं और नहीं खेल सकते',
  '{after} (roster position {afterPosition}) cannot play below {before} (roster position {beforePosition}): a lineup keeps the roster order; players may be left out, not reordered':
    '{after} (टीम सूची में स्थान {afterPosition}) {before} (टीम सूची में स्थान {beforePosition}) से नीचे नहीं खेल सकते: लाइनअप टीम सूची का क्रम रखती है; खिलाड़ी छोड़े जा सकते हैं, आगे-पीछे नहीं किए जा सकते',
  "Only the captain of {team} or the tournament's arbiters set its lineup": 'केवल {team} का कप्तान या टूर्नामेंट के आर्बिटर ही उसकी लाइनअप तय करते हैं',
  '{team} is not paired in round {round}: it has no lineup to set': 'राउंड {round} में {team} की जोड़ी नहीं बनी है: उसकी तय करने को कोई लाइनअप नहीं है',
  'The lineups of round {round} are published; its boards are made': 'राउंड {round} की लाइनअप प्रकाशित हो चुकी है; उसके बोर्ड बन चुके हैं',
  'The lineup deadline of round {round} passed at {deadline}; ask the arbiter to change the lineup':
    'राउंड {round} की लाइनअप की समय-सीमा {deadline} पर बीत गई; लाइनअप बदलने के लिए आर्बिटर से कहें',
  '{field}: {problem}': '{field}: {problem}',
} satisfies Translations;
