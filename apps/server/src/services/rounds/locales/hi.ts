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
} satisfies Translations;
