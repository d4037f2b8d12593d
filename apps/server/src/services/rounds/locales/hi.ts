import type { Translations } from '@kingside/contract';

export default {
  'Round {round} paired': 'राउंड {round} की जोड़ियाँ बन गईं',
  'The pairing of round {round} was cancelled': 'राउंड {round} की जोड़ियाँ बनाना रद्द कर दिया गया',
  'Round {round} pairing reverted': 'राउंड {round} की जोड़ियाँ वापस ले ली गईं',
  Pairings: 'जोड़ियाँ',
  'Pairing added': 'जोड़ी जोड़ी गई',
  'Pairing added, against FIDE rules: {warnings}': 'जोड़ी जोड़ी गई, FIDE नियमों के विरुद्ध: {warnings}',
  'Editing the pairings of round {round}': 'राउंड {round} की जोड़ियाँ संपादित की जा रही हैं',
  "Round {round} differs from the engine's pairing": 'राउंड {round} इंजन की जोड़ियों से अलग है',
  "Round {round} is the engine's pairing": 'राउंड {round} इंजन की ही जोड़ियाँ है',
  'Pairings of round {round} validated': 'राउंड {round} की जोड़ियाँ पुष्ट की गईं',
  'Pairing removed': 'जोड़ी हटा दी गई',
  'Results saved': 'परिणाम सहेजे गए',
  'Results saved; round {round} is scored': 'परिणाम सहेजे गए; राउंड {round} पूरा हो गया',
  'Result history': 'परिणामों का इतिहास',
  'Tie-breaks explained': 'टाई-ब्रेक की व्याख्या',
  'Round {round} started': 'राउंड {round} शुरू हुआ',
  'Round {round} closed: every board had a result': 'राउंड {round} बंद: हर बोर्ड का परिणाम था',
  'Round {round} closed: {count, plural, one {# board} other {# boards}} without a result scored -/-':
    'राउंड {round} बंद: बिना परिणाम वाले {count, plural, one {# बोर्ड} other {# बोर्ड}} को -/- दिया गया',
  'Tournament finished': 'टूर्नामेंट समाप्त',
  'Why round {round} is paired as it is': 'राउंड {round} की जोड़ियाँ ऐसी क्यों हैं',
  "Why round {round}'s matches are as they are": 'राउंड {round} के मैच ऐसे क्यों हैं',
  'Check-in for round {round} has not been held: open it and close it before pairing, or turn check-in off':
    'राउंड {round} का चेक-इन नहीं हुआ है: जोड़ियाँ बनाने से पहले इसे खोलें और बंद करें, या चेक-इन बंद कर दें',
  'Check-in for round {round} is still open: close it before pairing': 'राउंड {round} का चेक-इन अभी खुला है: जोड़ियाँ बनाने से पहले इसे बंद करें',
  'The pairing of round {round} is in progress; wait for it, or cancel it': 'राउंड {round} की जोड़ियाँ बन रही हैं; प्रतीक्षा करें, या इसे रद्द करें',
  'The pairing needed more than its memory limit of {megabytes} MB and was stopped':
    'जोड़ियाँ बनाने में {megabytes} MB की मेमोरी सीमा से अधिक लगी, इसलिए इसे रोक दिया गया',
  'The pairing was cancelled': 'जोड़ियाँ बनाना रद्द कर दिया गया',
  'The pairing took longer than its limit of {seconds} s and was stopped': 'जोड़ियाँ बनाने में {seconds} सेकंड की सीमा से अधिक समय लगा, इसलिए इसे रोक दिया गया',
  'The pairing engine stopped unexpectedly ({detail})': 'जोड़ी इंजन अचानक रुक गया ({detail})',
  '{count, plural, one {board {boards}} other {boards {boards}}}': '{count, plural, one {बोर्ड {boards}} other {बोर्ड {boards}}}',
  '{what}; confirm it to go ahead (confirmation "confirmed")': '{what}; आगे बढ़ने के लिए इसकी पुष्टि करें (confirmation "confirmed")',
  '{what}; confirm it twice to go ahead (confirmation "confirmed-twice")': '{what}; आगे बढ़ने के लिए दो बार पुष्टि करें (confirmation "confirmed-twice")',
  '{what}: refused in FIDE mode; only leaving FIDE mode (for good) allows it': '{what}: FIDE मोड में अस्वीकृत; केवल FIDE मोड (हमेशा के लिए) छोड़ने पर ही यह संभव है',
  '{first}; {rest}': '{first}; {rest}',
  "{reason}; the engine's pairing of round {round} could not be made, validate again": '{reason}; राउंड {round} की इंजन जोड़ियाँ नहीं बन सकीं, फिर से पुष्टि करें',
  'Pair every player of round {round} first: {names} not paired': 'पहले राउंड {round} के हर खिलाड़ी की जोड़ी बनाएँ: {names} की जोड़ी नहीं बनी',
  "A team event's boards come from the teams' lineups; change a lineup, or record a match forfeit, instead":
    'टीम इवेंट के बोर्ड टीमों की लाइनअप से बनते हैं; इसके बजाय लाइनअप बदलें, या मैच को फ़ॉरफ़िट दर्ज करें',
  'No round is paired yet': 'अभी कोई राउंड पेयर नहीं हुआ है',
  'Only the current round (round {round}) can be changed by hand': 'केवल वर्तमान राउंड (राउंड {round}) को हाथ से बदला जा सकता है',
  'Round {round} is scored; pair round {next} instead': 'राउंड {round} के परिणाम पूरे हैं; इसके बजाय राउंड {next} की जोड़ियाँ बनाएँ',
  'Round {round}\'s pairings are not being edited; choose "Edit pairings" first': 'राउंड {round} की जोड़ियाँ संपादित नहीं हो रही हैं; पहले "Edit pairings" चुनें',
  '{first} and {second} have already played each other (round {round}; FIDE C.04.1 art. 2)':
    '{first} और {second} पहले ही आपस में खेल चुके हैं (राउंड {round}; FIDE C.04.1 art. 2)',
  '{first} and {second} may not be paired in round {round} (FIDE C.04.1 art. 2)':
    'राउंड {round} में {first} और {second} की जोड़ी नहीं बनाई जा सकती (FIDE C.04.1 art. 2)',
  "{name} has already had the pairing-allocated bye or a win's points without playing (FIDE C.04.1 art. 4)":
    '{name} को पहले ही जोड़ी से मिली बाई या बिना खेले जीत के अंक मिल चुके हैं (FIDE C.04.1 art. 4)',
  'Round {round} already has a pairing-allocated bye ({name}; FIDE C.04.1 art. 3)': 'राउंड {round} में पहले से जोड़ी से मिली बाई है ({name}; FIDE C.04.1 art. 3)',
  '{name} would have {count} more whites than blacks (FIDE C.04.1 art. 6)': '{name} के पास काले से {count} अधिक सफ़ेद हो जाएँगे (FIDE C.04.1 art. 6)',
  '{name} would have {count} more blacks than whites (FIDE C.04.1 art. 6)': '{name} के पास सफ़ेद से {count} अधिक काले हो जाएँगे (FIDE C.04.1 art. 6)',
  '{name} would have white three times running (FIDE C.04.1 art. 7)': '{name} को लगातार तीन बार सफ़ेद मिलेगा (FIDE C.04.1 art. 7)',
  '{name} would have black three times running (FIDE C.04.1 art. 7)': '{name} को लगातार तीन बार काला मिलेगा (FIDE C.04.1 art. 7)',
  '{first} and {second} both get the colour opposite to the one due to them (FIDE C.04.3 art. 5)':
    '{first} और {second} दोनों को उनके देय रंग के उलट रंग मिलता है (FIDE C.04.3 art. 5)',
  '{name} has withdrawn': '{name} ने नाम वापस ले लिया है',
  'Pairing not added: {warnings}': 'जोड़ी नहीं जोड़ी गई: {warnings}',
  'Pairing not added, against FIDE rules: {warnings}': 'जोड़ी नहीं जोड़ी गई, FIDE नियमों के विरुद्ध: {warnings}',
  'black: a player cannot play themselves': 'black: कोई खिलाड़ी खुद से नहीं खेल सकता',
  '{field}: no such player in this tournament': '{field}: इस टूर्नामेंट में ऐसा कोई खिलाड़ी नहीं है',
  '{field}: {expelled}, and an expelled player is not paired again': '{field}: {expelled}, और निष्कासित खिलाड़ी की फिर जोड़ी नहीं बनती',
  '{field}: {name} is already {kind, select, game {paired on board {board}} pairing_bye {on board {board} (pairing bye)} half_point_bye {on board {board} (half point bye)} full_point_bye {on board {board} (full point bye)} zero_point_bye {on board {board} (zero point bye)} forfeit_win {on board {board} (forfeit win)} absent {on board {board} (absent)} other {on board {board}}}; remove that pairing first':
    '{field}: {name} पहले से {kind, select, game {बोर्ड {board} पर जोड़ी में है} pairing_bye {बोर्ड {board} पर है (जोड़ी से बाई)} half_point_bye {बोर्ड {board} पर है (आधे अंक की बाई)} full_point_bye {बोर्ड {board} पर है (पूरे अंक की बाई)} zero_point_bye {बोर्ड {board} पर है (शून्य अंक की बाई)} forfeit_win {बोर्ड {board} पर है (फ़ॉरफ़िट से जीत)} absent {बोर्ड {board} पर है (अनुपस्थित)} other {बोर्ड {board} पर है}}; पहले वह जोड़ी हटाएँ',
  'board: round {round} has no board {board}': 'board: राउंड {round} में बोर्ड {board} नहीं है',
  'board: board {board} has a result ({result}); it can no longer be removed': 'board: बोर्ड {board} का परिणाम है ({result}); इसे अब हटाया नहीं जा सकता',
  'Not paired in round {round}: {names}': 'राउंड {round} में जोड़ी नहीं बनी: {names}',
  'The round robin has {rounds} rounds': 'राउंड रॉबिन में {rounds} राउंड हैं',
  'The pairing of round {round} was cancelled; nothing was saved': 'राउंड {round} की जोड़ियाँ बनाना रद्द कर दिया गया; कुछ भी सहेजा नहीं गया',
  'The players of round {round} changed while it was being paired; nothing was saved, pair it again':
    'राउंड {round} की जोड़ियाँ बनते समय उसके खिलाड़ी बदल गए; कुछ भी सहेजा नहीं गया, फिर से जोड़ियाँ बनाएँ',
  '{reason}; round {round} stays unpaired, pair it again': '{reason}; राउंड {round} की जोड़ियाँ नहीं बनीं, फिर से बनाएँ',
  'No pairing is in progress': 'कोई जोड़ी प्रक्रिया नहीं चल रही है',
  'Round {round} is already paired': 'राउंड {round} की जोड़ियाँ पहले ही बन चुकी हैं',
  'Pair round {round} first': 'पहले राउंड {round} की जोड़ियाँ बनाएँ',
  'The tournament has {rounds} rounds; change the number of rounds to pair more': 'टूर्नामेंट में {rounds} राउंड हैं; और जोड़ियाँ बनाने के लिए राउंड की संख्या बदलें',
  'Start round {round} and enter its results first': 'पहले राउंड {round} शुरू करें और उसके परिणाम दर्ज करें',
  'Enter every result of round {round} first ({boards} without a result)': 'पहले राउंड {round} के सभी परिणाम दर्ज करें ({boards} का परिणाम नहीं है)',
  'At least two players must be available to pair round {round} ({available} available)':
    'राउंड {round} की जोड़ियाँ बनाने के लिए कम से कम दो खिलाड़ी उपलब्ध होने चाहिए ({available} उपलब्ध)',
  'No valid pairing exists for round {round}: no pairing of the {available} available players meets the FIDE absolute criteria (no two players meet twice, nobody gets a second bye or a win without playing); enter more players, or end the tournament after round {previous}':
    'राउंड {round} की कोई वैध जोड़ी संभव नहीं: {available} उपलब्ध खिलाड़ियों की कोई भी जोड़ी FIDE के पूर्ण मानदंड पूरे नहीं करती (कोई दो खिलाड़ी दोबारा न मिलें, किसी को दूसरी बाई या बिना खेले जीत न मिले); और खिलाड़ी जोड़ें, या राउंड {previous} के बाद टूर्नामेंट समाप्त करें',
  '{count, plural, one {pairing number {numbers}} other {pairing numbers {numbers}}} left out':
    '{count, plural, one {जोड़ी क्रमांक {numbers}} other {जोड़ी क्रमांक {numbers}}} छूट गए',
  '{numbers} seated twice': '{numbers} दो बार बैठाए गए',
  '{numbers} not available': '{numbers} उपलब्ध नहीं',
  'No valid pairing exists for round {round}: the Dutch pairing does not seat every available player exactly once ({why}); nothing was saved':
    'राउंड {round} की कोई वैध जोड़ी नहीं: डच जोड़ी हर उपलब्ध खिलाड़ी को ठीक एक बार नहीं बैठाती ({why}); कुछ भी सहेजा नहीं गया',
  'A round robin needs at least two players ({available} available)': 'राउंड रॉबिन के लिए कम से कम दो खिलाड़ी चाहिए ({available} उपलब्ध)',
  "Round {round} differs from the engine's pairing ({boards} not the engine's); the change is written into the TRF export as ### MPA":
    'राउंड {round} इंजन की जोड़ियों से अलग है ({boards} इंजन के नहीं); यह बदलाव TRF निर्यात में ### MPA के रूप में लिखा जाता है',
  "Round {round}'s pairings changed while they were being validated; nothing was saved, validate again":
    'पुष्टि के दौरान राउंड {round} की जोड़ियाँ बदल गईं; कुछ भी सहेजा नहीं गया, फिर से पुष्टि करें',
  '{field}: board {board} was changed meanwhile by {by}: it now has no result, yours is {yours}. Nothing was saved; keep no result, or enter {yours} again to replace it':
    '{field}: इस बीच {by} ने बोर्ड {board} बदल दिया: अब इसका कोई परिणाम नहीं है, आपका {yours} है। कुछ भी सहेजा नहीं गया; बिना परिणाम रहने दें, या बदलने के लिए {yours} फिर से दर्ज करें',
  '{field}: board {board} was changed meanwhile by {by}: it now has {theirs}, yours is {yours}. Nothing was saved; keep {theirs}, or enter {yours} again to replace it':
    '{field}: इस बीच {by} ने बोर्ड {board} बदल दिया: अब इसका परिणाम {theirs} है, आपका {yours} है। कुछ भी सहेजा नहीं गया; {theirs} रहने दें, या बदलने के लिए {yours} फिर से दर्ज करें',
  '{field}: board {board} was changed meanwhile: it now has no result, yours is {yours}. Nothing was saved; keep no result, or enter {yours} again to replace it':
    '{field}: इस बीच बोर्ड {board} बदल गया: अब इसका कोई परिणाम नहीं है, आपका {yours} है। कुछ भी सहेजा नहीं गया; बिना परिणाम रहने दें, या बदलने के लिए {yours} फिर से दर्ज करें',
  '{field}: board {board} was changed meanwhile: it now has {theirs}, yours is {yours}. Nothing was saved; keep {theirs}, or enter {yours} again to replace it':
    '{field}: इस बीच बोर्ड {board} बदल गया: अब इसका परिणाम {theirs} है, आपका {yours} है। कुछ भी सहेजा नहीं गया; {theirs} रहने दें, या बदलने के लिए {yours} फिर से दर्ज करें',
  'Start round {round} first (trigger-round-start)': 'पहले राउंड {round} शुरू करें (trigger-round-start)',
  '{field}: board {board} is listed twice': '{field}: बोर्ड {board} दो बार दिया गया है',
  '{field}: round {round} has no board {board}': '{field}: राउंड {round} में बोर्ड {board} नहीं है',
  '{field}: board {board} is a bye or an absence; its score is fixed': '{field}: बोर्ड {board} बाई या अनुपस्थिति है; इसका स्कोर तय है',
  'Only the last paired round (round {round}) can be reverted': 'केवल अंतिम जोड़ी वाले राउंड (राउंड {round}) को वापस लिया जा सकता है',
  'Round {round} already has {count, plural, one {# result} other {# results}}; it can no longer be reverted':
    'राउंड {round} में पहले से {count, plural, one {# परिणाम} other {# परिणाम}} हैं; इसे अब वापस नहीं लिया जा सकता',
  'Pair round 1 first': 'पहले राउंड 1 की जोड़ियाँ बनाएँ',
  'Round {round} has already started': 'राउंड {round} पहले ही शुरू हो चुका है',
  'Round {round} is over; pair round {next} first': 'राउंड {round} समाप्त हो चुका है; पहले राउंड {next} की जोड़ियाँ बनाएँ',
  "Round {round}'s pairings are being edited; validate them first": 'राउंड {round} की जोड़ियाँ संपादित हो रही हैं; पहले उनकी पुष्टि करें',
  'Publish the lineups of round {round} first': 'पहले राउंड {round} की लाइनअप प्रकाशित करें',
  'Start round {round} first': 'पहले राउंड {round} शुरू करें',
  'Round {round} is already scored': 'राउंड {round} के परिणाम पहले से पूरे हैं',
  'The tournament has already finished': 'टूर्नामेंट पहले ही समाप्त हो चुका है',
  'Enter every result of round {round} first': 'पहले राउंड {round} के सभी परिणाम दर्ज करें',
  'Pair round {round} first (the tournament has {rounds} rounds)': 'पहले राउंड {round} की जोड़ियाँ बनाएँ (टूर्नामेंट में {rounds} राउंड हैं)',
  'At least two teams with players must be available to pair round {round} ({available} available)':
    'राउंड {round} की जोड़ियाँ बनाने के लिए खिलाड़ियों वाली कम से कम दो टीमें उपलब्ध होनी चाहिए ({available} उपलब्ध)',
  'No legal pairing exists for round {round}: {reason}; withdraw a team, or end the event after round {previous}':
    'राउंड {round} की कोई वैध जोड़ी नहीं: {reason}; कोई टीम हटाएँ, या राउंड {previous} के बाद इवेंट समाप्त करें',
  'A team round robin needs at least two teams ({available} available)': 'टीम राउंड रॉबिन के लिए कम से कम दो टीमें चाहिए ({available} उपलब्ध)',
  'This is an individual Swiss: ask why-this-pairing': 'यह व्यक्तिगत स्विस है: why-this-pairing देखें',
  'Round {round} follows the Berger table (FIDE C.05 Annex 1); there is no Swiss pairing to explain':
    'राउंड {round} बर्जर तालिका (FIDE C.05 Annex 1) का पालन करता है; समझाने के लिए कोई स्विस जोड़ी नहीं है',
  'Round {round} was not paired by the engine here (it was imported): there is no record of its pairing to explain':
    'राउंड {round} की जोड़ियाँ यहाँ इंजन ने नहीं बनाईं (इसे आयात किया गया था): समझाने के लिए इसकी जोड़ियों का कोई रिकॉर्ड नहीं है',
  'Round {round} pairs teams: ask why-these-matches': 'राउंड {round} टीमों की जोड़ियाँ बनाता है: why-these-matches देखें',
  "Round {round} follows the round robin's Berger table (FIDE C.05 Annex 1); there is no Swiss pairing to explain":
    'राउंड {round} राउंड रॉबिन की बर्जर तालिका (FIDE C.05 Annex 1) का पालन करता है; समझाने के लिए कोई स्विस जोड़ी नहीं है',
  "Round {round} was not paired by the engine here (it was imported, or paired before the engine's reasons were kept): there is no record of its pairing to explain":
    'राउंड {round} की जोड़ियाँ यहाँ इंजन ने नहीं बनाईं (इसे आयात किया गया था, या इंजन के कारण सहेजे जाने से पहले बनाया गया था): समझाने के लिए इसकी जोड़ियों का कोई रिकॉर्ड नहीं है',
  'This API needs the application key in the {header} header or the {query} query parameter':
    'इस API को {header} हेडर या {query} क्वेरी पैरामीटर में एप्लिकेशन कुंजी चाहिए',
  'This address already follows {count} live streams, the most one address may hold open at once; close a page that follows a tournament live and reload':
    'यह पता पहले से {count} लाइव स्ट्रीम देख रहा है, जो एक पते के लिए एक साथ खुली रखने की अधिकतम सीमा है; किसी टूर्नामेंट को लाइव देख रहा एक पेज बंद करें और फिर से लोड करें',
  Standings: 'तालिका',
  'No player has the start number {number}': 'किसी खिलाड़ी का प्रारंभिक क्रमांक {number} नहीं है',
  'Team {number}': 'टीम {number}',
  '{count, plural, one {{points} match point} other {{points} match points}}': '{count, plural, one {{points} मैच अंक} other {{points} मैच अंक}}',
  '{count, plural, one {{points} game point} other {{points} game points}}': '{count, plural, one {{points} गेम अंक} other {{points} गेम अंक}}',
  '{count, plural, one {{points} point} other {{points} points}}': '{count, plural, one {{points} अंक} other {{points} अंक}}',
  'grant both colour preferences': 'दोनों रंग वरीयताएँ पूरी करना',
  'grant the stronger colour preference (of two absolute ones, the wider colour difference)':
    'अधिक मज़बूत रंग वरीयता पूरी करना (दो पूर्ण वरीयताओं में, अधिक रंग अंतर वाली)',
  'alternate the colours from the most recent round in which the two had different colours': 'उस सबसे हाल के राउंड से रंग बारी-बारी से बदलना जिसमें दोनों के रंग अलग थे',
  "grant the higher ranked player's colour preference": 'ऊँची रैंक वाले खिलाड़ी की रंग वरीयता पूरी करना',
  'the higher ranked player gets the initial colour with an odd pairing number, the other colour with an even one':
    'ऊँची रैंक वाले खिलाड़ी को विषम पेयरिंग संख्या पर प्रारंभिक रंग, सम पर दूसरा रंग मिलता है',
  '{player} has no colour preference': '{player} की कोई रंग वरीयता नहीं है',
  '{player} is due {colour, select, w {white} other {black}} ({strength, select, absolute {absolute} strong {strong} other {mild}} preference)':
    '{player} को {colour, select, w {सफ़ेद} other {काला}} मिलना चाहिए ({strength, select, absolute {पूर्ण} strong {मज़बूत} other {हल्की}} वरीयता)',
  '{player} is due {colour, select, w {white} other {black}} ({strength, select, absolute {absolute} strong {strong} other {mild}} preference, colour difference {difference})':
    '{player} को {colour, select, w {सफ़ेद} other {काला}} मिलना चाहिए ({strength, select, absolute {पूर्ण} strong {मज़बूत} other {हल्की}} वरीयता, रंग अंतर {difference})',
  '{whitePreference}; {blackPreference}. Both preferences are granted (C.04.3 art. 5.2.1: {rule}).':
    '{whitePreference}; {blackPreference}। दोनों वरीयताएँ पूरी की जाती हैं (C.04.3 अनु. 5.2.1: {rule})।',
  '{whitePreference}; {blackPreference}. {player} has the stronger preference and gets {colour, select, w {white} other {black}} (C.04.3 art. 5.2.2: {rule}).':
    '{whitePreference}; {blackPreference}। {player} की वरीयता अधिक मज़बूत है और उसे {colour, select, w {सफ़ेद} other {काला}} मिलता है (C.04.3 अनु. 5.2.2: {rule})।',
  '{whitePreference}; {blackPreference}: the same colour, with preferences of equal strength. Going back to the latest round in which they had different colours, each now gets the other one (C.04.3 art. 5.2.3: {rule}).':
    '{whitePreference}; {blackPreference}: एक ही रंग, बराबर मज़बूती की वरीयताएँ। उस सबसे हाल के राउंड तक पीछे जाकर जिसमें उनके रंग अलग थे, अब हर एक को दूसरा रंग मिलता है (C.04.3 अनु. 5.2.3: {rule})।',
  '{whitePreference}; {blackPreference}: the same colour, with preferences of equal strength and the same colour history. {higher}, the higher ranked, gets the preference, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.4: {rule}).':
    '{whitePreference}; {blackPreference}: एक ही रंग, बराबर मज़बूती की वरीयताएँ और एक जैसा रंग इतिहास। ऊँची रैंक वाले {higher} को उसकी वरीयता मिलती है: {colour, select, w {सफ़ेद} other {काला}} (C.04.3 अनु. 5.2.4: {rule})।',
  'Neither has a colour preference. {higher}, the higher ranked, has pairing number {number} (odd) and gets the initial colour, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.5: {rule}).':
    'किसी की भी रंग वरीयता नहीं है। ऊँची रैंक वाले {higher} की पेयरिंग संख्या {number} (विषम) है और उसे प्रारंभिक रंग मिलता है: {colour, select, w {सफ़ेद} other {काला}} (C.04.3 अनु. 5.2.5: {rule})।',
  'Neither has a colour preference. {higher}, the higher ranked, has pairing number {number} (even) and gets the colour opposite to the initial one, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.5: {rule}).':
    'किसी की भी रंग वरीयता नहीं है। ऊँची रैंक वाले {higher} की पेयरिंग संख्या {number} (सम) है और उसे प्रारंभिक रंग का उलटा रंग मिलता है: {colour, select, w {सफ़ेद} other {काला}} (C.04.3 अनु. 5.2.5: {rule})।',
  '{player} floats down: nobody in the bracket may play them under the absolute criteria (C.04.3 C1–C3: they have already met, the pairing is prohibited, or both have the same absolute colour preference).':
    '{player} नीचे फ़्लोट होता है: पूर्ण मानदंडों के तहत ब्रैकेट में कोई भी {player} से नहीं खेल सकता (C.04.3 C1–C3: वे पहले मिल चुके हैं, जोड़ी निषिद्ध है, या दोनों की पूर्ण रंग वरीयता एक ही है)।',
  "{player} floats down: the bracket has an odd number of players ({size}), so one of them must float; the quality criteria and the bracket's order (C.04.3 art. 2–3) chose {player}.":
    '{player} नीचे फ़्लोट होता है: ब्रैकेट में खिलाड़ियों की संख्या विषम है ({size}), इसलिए उनमें से एक को नीचे फ़्लोट होना ही है; गुणवत्ता मानदंडों और ब्रैकेट के क्रम (C.04.3 अनु. 2–3) ने {player} को चुना।',
  '{player} floats down although a partner was free in the bracket: pairing them here would have left players below unpairable (C.04.3 C4, completion) or moved the bye to a higher score than necessary (C5).':
    '{player} नीचे फ़्लोट होता है, हालाँकि ब्रैकेट में एक साथी खाली था: उसे यहाँ जोड़ने से नीचे के खिलाड़ियों की पेयरिंग असंभव हो जाती (C.04.3 C4, पूर्णता) या बाई ज़रूरत से ऊँचे स्कोर पर चली जाती (C5)।',
  '{player} floats down: {count, plural, one {the player {player} could meet in the bracket ({opponents}) is needed} other {the players {player} could meet in the bracket ({opponents}) are each needed}} for another pair, in the pairing that pairs the whole round (C.04.3 C4) with the most pairs in this bracket (C6).':
    '{player} नीचे फ़्लोट होता है: {count, plural, one {ब्रैकेट में जिस खिलाड़ी से {player} मिल सकता था ({opponents}), उसकी ज़रूरत} other {ब्रैकेट में जिन खिलाड़ियों से {player} मिल सकता था ({opponents}), उनमें से हर एक की ज़रूरत}} किसी दूसरी जोड़ी के लिए है, उस पेयरिंग में जो पूरे राउंड की पेयरिंग करती है (C.04.3 C4) और इस ब्रैकेट में सबसे अधिक जोड़ियाँ बनाती है (C6)।',
  '{lower} floats up to play {higher}, moved down with {points}: moved-down players are paired first, each with the highest resident the criteria allow (C.04.3 art. 3).':
    '{lower} ऊपर फ़्लोट होकर {higher} से खेलता है, जो {points} के साथ नीचे आया है: नीचे आए खिलाड़ियों की पेयरिंग पहले होती है, हर एक की उस सबसे ऊँचे निवासी खिलाड़ी से जिसकी मानदंड अनुमति देते हैं (C.04.3 अनु. 3)।',
  '{player} ({points}) gets the pairing-allocated bye: the player left over once everyone else is paired, from the lowest score that allows it, and allowed to have it (C.04.3 C2, C4, C5).':
    '{player} ({points}) को पेयरिंग से मिली बाई मिलती है: बाकी सबकी पेयरिंग के बाद बचा खिलाड़ी, उस सबसे निचले स्कोर से जो इसकी अनुमति देता है, और जिसे यह मिल सकती है (C.04.3 C2, C4, C5)।',
  "{player} has already had the pairing-allocated bye or a win's points without playing, and may not have it again (C.04.3 C2).":
    '{player} को पहले ही पेयरिंग से मिली बाई या बिना खेले जीत के अंक मिल चुके हैं, और यह उसे दोबारा नहीं मिल सकती (C.04.3 C2)।',
  '{player} has fewer points, but no pairing of everybody else leaves a player with that score over: the bye goes to the lowest score it can (C.04.3 C4, C5).':
    '{player} के अंक कम हैं, पर बाकी सबकी कोई भी पेयरिंग उस स्कोर के किसी खिलाड़ी को नहीं बचाती: बाई सबसे निचले संभव स्कोर को जाती है (C.04.3 C4, C5)।',
  '{player} has as many points but more unplayed games ({unplayed} against {assigneeUnplayed} for {assignee}): the bye goes to the player with the fewest (C.04.3 C9).':
    '{player} के अंक बराबर हैं पर बिना खेले गेम अधिक हैं ({unplayed}, जबकि {assignee} के {assigneeUnplayed}): बाई सबसे कम वाले खिलाड़ी को जाती है (C.04.3 C9)।',
  "{player} has as many points; the pairing that pairs {player} and leaves {assignee} over comes first on the quality criteria and then in the bracket's order (C.04.3 art. 2–3).":
    '{player} के अंक बराबर हैं; जो पेयरिंग {player} को जोड़ती है और {assignee} को बचाती है, वह गुणवत्ता मानदंडों पर और फिर ब्रैकेट के क्रम में पहले आती है (C.04.3 अनु. 2–3)।',
  'before either team has played, the first team gets the initial colour with an odd TPN, the other colour with an even one':
    'किसी भी टीम के खेलने से पहले, पहली टीम को विषम TPN पर प्रारंभिक रंग, सम पर दूसरा रंग मिलता है',
  'grant the only colour preference': 'एकमात्र रंग वरीयता पूरी करना',
  'type B: grant the only strong colour preference': 'प्रकार B: एकमात्र मज़बूत रंग वरीयता पूरी करना',
  'white to the team with the lower colour difference': 'कम रंग अंतर वाली टीम को सफ़ेद',
  'alternate the colours from the latest round in which the two had different colours': 'उस पिछले राउंड से रंग बारी-बारी से बदलना जिसमें दोनों के रंग अलग थे',
  "grant the first team's colour preference": 'पहली टीम की रंग वरीयता पूरी करना',
  "alternate the first team's colour from its last match": 'पहली टीम का रंग उसके पिछले मैच से बदलना',
  "give the first team the other team's colour of its last match": 'पहली टीम को दूसरी टीम का उसके पिछले मैच वाला रंग देना',
  'the higher score': 'ऊँचे स्कोर',
  'the same score and the higher secondary score': 'समान स्कोर और ऊँचे द्वितीयक स्कोर',
  'the same scores and the smaller TPN': 'समान स्कोर और छोटे TPN',
  'no other team can have it and leave the rest pairable': 'कोई और टीम इसे लेकर बाकी को पेयरिंग योग्य नहीं छोड़ सकती',
  'of the teams whose bye leaves the rest pairable, it has the lowest score': 'जिन टीमों की बाई बाकी को पेयरिंग योग्य छोड़ती है, उनमें इसका स्कोर सबसे कम है',
  'of the lowest scores whose bye leaves the rest pairable, it has played the most matches':
    'जिन सबसे कम स्कोर वाली टीमों की बाई बाकी को पेयरिंग योग्य छोड़ती है, उनमें इसने सबसे अधिक मैच खेले हैं',
  'of the teams left equal by score and matches played, it has the largest TPN': 'स्कोर और खेले गए मैचों में बराबर बची टीमों में इसका TPN सबसे बड़ा है',
  'the otherwise first choice has a team that floated in the previous round (C.04.6 C7)': 'अन्यथा पहले चुनाव में ऐसी टीम होती जो पिछले राउंड में फ़्लोट हुई थी (C.04.6 C7)',
  'it lets the following scoregroup be paired with as few upfloaters of its own as can be (C.04.6 C6)':
    'यह सेट अगले स्कोर समूह की पेयरिंग उसके अपने यथासंभव कम अपफ़्लोटरों से होने देता है (C.04.6 C6)',
  'it has the highest scores that leave a legal pairing (C.04.6 C5)': 'इस सेट के स्कोर सबसे ऊँचे हैं जो फिर भी वैध पेयरिंग छोड़ते हैं (C.04.6 C5)',
  'the sets before it leave no legal pairing of the bracket or of the teams below (C.04.6 C1, C3)':
    'इससे पहले के सेट ब्रैकेट की या नीचे की टीमों की कोई वैध पेयरिंग नहीं छोड़ते (C.04.6 C1, C3)',
  'it is the first set in the order of art. 3.5: the highest placed teams below': 'यह अनु. 3.5 के क्रम में पहला सेट है: नीचे की सबसे ऊपर रखी टीमें',
  '{team} has no colour preference': '{team} की कोई रंग वरीयता नहीं है',
  '{team} has no colour preference (colour difference {difference})': '{team} की कोई रंग वरीयता नहीं है (रंग अंतर {difference})',
  '{team} is due {colour, select, w {white} other {black}} ({strength, select, strong {strong} other {mild}} preference, {met, select, yes {met} other {not met}})':
    '{team} को {colour, select, w {सफ़ेद} other {काला}} मिलना चाहिए ({strength, select, strong {मज़बूत} other {हल्की}} वरीयता, {met, select, yes {पूरी हुई} other {पूरी नहीं हुई}})',
  '{team} is due {colour, select, w {white} other {black}} ({strength, select, strong {strong} other {mild}} preference, colour difference {difference}, {met, select, yes {met} other {not met}})':
    '{team} को {colour, select, w {सफ़ेद} other {काला}} मिलना चाहिए ({strength, select, strong {मज़बूत} other {हल्की}} वरीयता, रंग अंतर {difference}, {met, select, yes {पूरी हुई} other {पूरी नहीं हुई}})',
  '{team} ({points}) gets the pairing-allocated bye: {reason} (C.04.6 art. {step}).':
    '{team} ({points}) को पेयरिंग से मिली बाई मिलती है: {reason} (C.04.6 अनु. {step})।',
  '{count, plural, one {{teams} would come first, but with its bye} other {{teams} would come first, but with their bye}} the other teams could not all be paired without a rematch or a forbidden pair (C.04.6 art. 3.4.1).':
    '{count, plural, one {{teams} पहले आती, पर उसकी बाई से} other {{teams} पहले आतीं, पर उनकी बाई से}} बाकी सभी टीमों की पेयरिंग बिना दोबारा मुक़ाबले या निषिद्ध जोड़ी के नहीं हो सकती थी (C.04.6 अनु. 3.4.1)।',
  '{count, plural, one {{teams} may not have it: it has already had} other {{teams} may not have it: each has already had}} a pairing-allocated bye, a match won by forfeit or a full-point bye (C.04.6 C2).':
    '{count, plural, one {{teams} को यह नहीं मिल सकती, उसे पहले ही} other {{teams} को यह नहीं मिल सकती, हर एक को पहले ही}} पेयरिंग से मिली बाई, फ़ॉरफ़िट से जीता मैच या पूरे अंक की बाई मिल चुकी है (C.04.6 C2)।',
  'The scoregroup has an odd number of teams, so one team floats up into the bracket of {points}: {teams}, because {reason}.':
    'स्कोर समूह में टीमों की संख्या विषम है, इसलिए एक टीम {points} के ब्रैकेट में ऊपर फ़्लोट होती है: {teams}, क्योंकि {reason}।',
  'Its teams cannot be paired among themselves with fewer, so {count, plural, one {# team floats} other {# teams float}} up (C.04.6 C4) into the bracket of {points}: {teams}, because {reason}.':
    'इसकी टीमों की पेयरिंग आपस में इससे कम के साथ नहीं हो सकती, इसलिए (C.04.6 C4) {points} के ब्रैकेट में {count, plural, one {# टीम ऊपर फ़्लोट होती है} other {# टीमें ऊपर फ़्लोट होती हैं}}: {teams}, क्योंकि {reason}।',
  '{count, plural, one {# upfloater} other {# upfloaters}} that floated in the previous round (C7)':
    '{count, plural, one {# अपफ़्लोटर जो पिछले राउंड में फ़्लोट हुआ था} other {# अपफ़्लोटर जो पिछले राउंड में फ़्लोट हुए थे}} (C7)',
  '{count, plural, one {# match} other {# matches}} leaving a colour preference unmet (C8)':
    '{count, plural, one {# मैच जो एक रंग वरीयता अधूरी छोड़ता है} other {# मैच जो एक रंग वरीयता अधूरी छोड़ते हैं}} (C8)',
  '{count, plural, one {# of them a strong preference} other {# of them strong preferences}} of type B (C9)':
    '{count, plural, one {उनमें से # में प्रकार B की मज़बूत वरीयता} other {उनमें से # में प्रकार B की मज़बूत वरीयताएँ}} (C9)',
  '{count, plural, one {# upfloater} other {# upfloaters}} against a team that floated in the previous round (C10)':
    '{count, plural, one {# अपफ़्लोटर} other {# अपफ़्लोटर}} ऐसी टीम के विरुद्ध जो पिछले राउंड में फ़्लोट हुई थी (C10)',
  'No legal pairing of the bracket does better: {unmet}.': 'ब्रैकेट की कोई भी वैध पेयरिंग इससे बेहतर नहीं: {unmet}।',
  '{whitePreference}; {blackPreference}. {first} is the first team, with {firstRule} (C.04.6 art. {firstArticle}). {white} has white on board 1: {rule} (C.04.6 art. {article}).':
    '{whitePreference}; {blackPreference}। {first} पहली टीम है, {firstRule} के कारण (C.04.6 अनु. {firstArticle})। {white} को बोर्ड 1 पर सफ़ेद मिलता है: {rule} (C.04.6 अनु. {article})।',
} satisfies Translations;
