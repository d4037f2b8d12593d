import type { Translations } from '@kingside/contract';

export default {
  'Split into {count, plural, one {# section} other {# sections}}': '{count, plural, one {# समूह में बाँटा गया} other {# समूहों में बाँटा गया}}',
  'The tournament left FIDE mode in round {round}': 'टूर्नामेंट ने राउंड {round} में FIDE मोड छोड़ दिया',
  '{name} expelled': '{name} निष्कासित',
  'Prohibited pairings': 'निषिद्ध जोड़ियाँ',
  'Prohibited pairing added': 'निषिद्ध जोड़ी जोड़ी गई',
  'Prohibited pairing removed': 'निषिद्ध जोड़ी हटाई गई',
  'Ratings per round': 'प्रति राउंड रेटिंग',
  'Rating entered': 'रेटिंग दर्ज की गई',
  'Rating removed': 'रेटिंग हटाई गई',
  'Players {players} ranked by the arbiter after round {round}': 'राउंड {round} के बाद आर्बिटर द्वारा खिलाड़ियों {players} का क्रम तय किया गया',
  'Tournament config': 'टूर्नामेंट सेटिंग्स',
  'Tournament config saved': 'टूर्नामेंट सेटिंग्स सहेजी गईं',
  'Tournament created': 'टूर्नामेंट बनाया गया',
  'Tournament already created': 'टूर्नामेंट पहले ही बनाया जा चुका है',
  'Tournament imported': 'टूर्नामेंट आयात किया गया',
  Tournaments: 'टूर्नामेंट',
  Statistics: 'आँकड़े',
  Tournament: 'टूर्नामेंट',
  'Tournament updated': 'टूर्नामेंट अपडेट किया गया',
  'The tournament left FIDE mode in round {round}; it cannot go back': 'टूर्नामेंट ने राउंड {round} में FIDE मोड छोड़ दिया था; यह वापस नहीं जा सकता',
  'Leaving FIDE mode: It cannot be undone: the tournament stays out of FIDE mode to its end. The round it happens in is written into the TRF export (FIDE rating report) as a comment. Every admin page and export marks the tournament as not run in FIDE mode. Actions FIDE mode refuses (warning level 5) become possible.':
    'FIDE मोड छोड़ना: इसे वापस नहीं लिया जा सकता: टूर्नामेंट अंत तक FIDE मोड से बाहर रहेगा। जिस राउंड में यह होता है, वह TRF निर्यात (FIDE रेटिंग रिपोर्ट) में टिप्पणी के रूप में लिखा जाता है। हर एडमिन पेज और निर्यात टूर्नामेंट को FIDE मोड में न चलाया गया दिखाता है। जिन कार्यों को FIDE मोड अस्वीकार करता है (चेतावनी स्तर 5), वे संभव हो जाते हैं।',
  'Expelling {name}: The player is not paired again in this tournament; a board already paired for them stands, for its result. A Swiss removes the player from its standings, prizes and the TRF ranks; their opponents keep the games played against them for their tie-breaks. The expulsion, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment. It cannot be undone: the player cannot be brought back into the tournament.':
    '{name} का निष्कासन: इस टूर्नामेंट में खिलाड़ी की फिर जोड़ी नहीं बनेगी; उनके लिए पहले से बनी बोर्ड जोड़ी अपने परिणाम के लिए बनी रहती है। स्विस खिलाड़ी को अपनी तालिका, पुरस्कारों और TRF रैंक से हटा देता है; उनके विरोधी अपने टाई-ब्रेक के लिए उनके विरुद्ध खेले गए खेल रखते हैं। निष्कासन, जिस राउंड में होता है उसके साथ, TRF निर्यात (FIDE रेटिंग रिपोर्ट) में टिप्पणी के रूप में लिखा जाता है। इसे वापस नहीं लिया जा सकता: खिलाड़ी को टूर्नामेंट में वापस नहीं लाया जा सकता।',
  'Prohibited pairings keep players apart; a team event pairs teams, and its boards come from the lineups':
    'निषिद्ध जोड़ियाँ खिलाड़ियों को अलग रखती हैं; टीम इवेंट टीमों की जोड़ियाँ बनाता है, और उसके बोर्ड लाइनअप से आते हैं',
  'Prohibited pairings apply to a Swiss tournament; a round robin pairs everyone with everyone':
    'निषिद्ध जोड़ियाँ स्विस टूर्नामेंट पर लागू होती हैं; राउंड रॉबिन में हर कोई हर किसी से खेलता है',
  'Prohibited pairings: round {round} is paired; they are entered before round 1':
    'निषिद्ध जोड़ियाँ: राउंड {round} की जोड़ियाँ बन चुकी हैं; इन्हें राउंड 1 से पहले दर्ज किया जाता है',
  'lastRound: the tournament has {rounds} rounds': 'lastRound: टूर्नामेंट में {rounds} राउंड हैं',
  'entryIds: a player named is not in this tournament': 'entryIds: बताया गया एक खिलाड़ी इस टूर्नामेंट में नहीं है',
  'Prohibited pairing not found': 'निषिद्ध जोड़ी नहीं मिली',
  'unratedRating: give the rating unrated players count with, or choose none':
    'unratedRating: बिना रेटिंग वाले खिलाड़ियों के लिए गिनी जाने वाली रेटिंग दें, या कोई नहीं चुनें',
  'ratingMethod: changing the rating method ({from} → {to}). Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.':
    'ratingMethod: रेटिंग पद्धति बदलना ({from} → {to})। राउंड 1 की जोड़ियाँ बन चुकी हैं: टूर्नामेंट रेटिंग बदलती हैं, और उनके साथ जोड़ी क्रमांक भी (जब तक वे बदल सकते हैं, राउंड 3 तक) और पहले दिखाए गए हर रेटिंग-आधारित टाई-ब्रेक (ARO, TPR, PTP, APRO, APPO) भी।',
  'ratingMethod: changing the rating unrated players count with. Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.':
    'ratingMethod: बिना रेटिंग वाले खिलाड़ियों की गिनी जाने वाली रेटिंग बदलना। राउंड 1 की जोड़ियाँ बन चुकी हैं: टूर्नामेंट रेटिंग बदलती हैं, और उनके साथ जोड़ी क्रमांक भी (जब तक वे बदल सकते हैं, राउंड 3 तक) और पहले दिखाए गए हर रेटिंग-आधारित टाई-ब्रेक (ARO, TPR, PTP, APRO, APPO) भी।',
  'fromRound: the tournament has {rounds} rounds': 'fromRound: टूर्नामेंट में {rounds} राउंड हैं',
  'playerId: the player is not in this tournament': 'playerId: यह खिलाड़ी इस टूर्नामेंट में नहीं है',
  'Rating not found': 'रेटिंग नहीं मिली',
  'A tournament can only be split before round 1 is paired': 'टूर्नामेंट को केवल राउंड 1 की जोड़ियाँ बनने से पहले ही विभाजित किया जा सकता है',
  '{field}: section {section} would have {count, plural, one {# player} other {# players}}; a section needs at least 2':
    '{field}: खंड {section} में {count, plural, one {# खिलाड़ी} other {# खिलाड़ी}} होंगे; एक खंड में कम से कम 2 चाहिए',
  'tiebreaks: round {round} is paired; changing the tie-breaks ({from} → {to}) now: Every standings list, printout and prize ranking is ranked again by the new tie-breaks, those already shown included. Players told their place may find it changed. The change, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment.':
    'tiebreaks: राउंड {round} की जोड़ियाँ बन चुकी हैं; अभी टाई-ब्रेक बदलना ({from} → {to}): हर तालिका, प्रिंटआउट और पुरस्कार क्रम नए टाई-ब्रेक से फिर से बनता है, पहले दिखाए गए भी। जिन खिलाड़ियों को उनका स्थान बताया गया है, वह बदल सकता है। बदलाव, जिस राउंड में होता है उसके साथ, TRF निर्यात (FIDE रेटिंग रिपोर्ट) में टिप्पणी के रूप में लिखा जाता है।',
  '{field}: {code} is a team tie-break; an individual event ranks by individual ones':
    '{field}: {code} टीम टाई-ब्रेक है; व्यक्तिगत इवेंट व्यक्तिगत टाई-ब्रेक से क्रम तय करता है',
  '{field}: the primary score always ranks first; list only the tie-breaks after it': '{field}: प्राथमिक स्कोर हमेशा पहले आता है; केवल उसके बाद के टाई-ब्रेक दें',
  '{field}: points always rank first; list only the tie-breaks after them': '{field}: अंक हमेशा पहले आते हैं; केवल उनके बाद के टाई-ब्रेक दें',
  'tiebreaks: {code} is listed twice': 'tiebreaks: {code} दो बार दिया गया है',
  'Club not found': 'क्लब नहीं मिला',
  'You do not manage this club': 'आप इस क्लब का प्रबंधन नहीं करते',
  'clubId: a club membership tournament belongs to a club': 'clubId: क्लब सदस्यता टूर्नामेंट किसी क्लब का होता है',
  '{field}: {field, select, system {The pairing system} initialColour {The initial colour} boards {The number of boards} teamScoring {The team scoring} other {The rating used}} cannot change once round 1 is paired; revert round 1 first':
    '{field}: राउंड 1 की जोड़ियाँ बनने के बाद {field, select, system {जोड़ी प्रणाली} initialColour {प्रारंभिक रंग} boards {बोर्डों की संख्या} teamScoring {टीम स्कोरिंग} other {प्रयुक्त रेटिंग}} नहीं बदल सकती; पहले राउंड 1 वापस लें',
  'acceleration: round {round} is paired; the acceleration is chosen before round 1':
    'acceleration: राउंड {round} की जोड़ियाँ बन चुकी हैं; एक्सेलेरेशन राउंड 1 से पहले चुना जाता है',
  'rounds: a round robin has as many rounds as its Berger table': 'rounds: राउंड रॉबिन में उतने ही राउंड होते हैं जितने उसकी बर्जर तालिका में',
  'rounds: round {round} is already paired; revert rounds first to have fewer': 'rounds: राउंड {round} की जोड़ियाँ पहले ही बन चुकी हैं; कम राउंड के लिए पहले राउंड वापस लें',
  'rounds: a Swiss needs its number of rounds': 'rounds: स्विस के लिए राउंड की संख्या चाहिए',
  'endDate: the end date is before the start date': 'endDate: समाप्ति तिथि आरंभ तिथि से पहले है',
  'boards: boards, team scoring and a lineup deadline are for team events only': 'boards: बोर्ड, टीम स्कोरिंग और लाइनअप की समय-सीमा केवल टीम इवेंट के लिए हैं',
  'Only organisers and admins manage tournaments': 'केवल आयोजक और एडमिन टूर्नामेंट का प्रबंधन करते हैं',
  'trf: the match points (362): {problem}': 'trf: मैच अंक (362): {problem}',
  'trf: the pairing-allocated bye is worth {matchPoints} match points and {gamePoints} game points (320); Kingside counts it as a drawn match, {drawMatchPoints} and {drawGamePoints} (C.04.6 art. 1.4)':
    'trf: जोड़ी से मिली बाई का मूल्य {matchPoints} मैच अंक और {gamePoints} गेम अंक है (320); Kingside इसे ड्रॉ मैच गिनता है, {drawMatchPoints} और {drawGamePoints} (C.04.6 art. 1.4)',
  "trf: team {team}'s name holds {found}, an invisible or direction-changing character; remove it and import again":
    'trf: टीम {team} के नाम में {found} है, एक अदृश्य या दिशा बदलने वाला वर्ण; इसे हटाकर फिर से आयात करें',
  'trf: two teams are named "{name}" (310); a team\'s name is its own in an event': 'trf: दो टीमों का नाम "{name}" है (310); किसी इवेंट में टीम का नाम अनोखा होता है',
  'trf: team {team} wins its boards of round {round} by forfeit against no team; a match forfeited as a whole is a 330 record':
    'trf: टीम {team} राउंड {round} के अपने बोर्ड बिना किसी टीम के विरुद्ध फ़ॉरफ़िट से जीतती है; पूरा फ़ॉरफ़िट किया गया मैच 330 रिकॉर्ड होता है',
  'trf: a team event has 1 to {max} boards per match; the file has {boards}': 'trf: टीम इवेंट में प्रति मैच 1 से {max} बोर्ड होते हैं; फ़ाइल में {boards} हैं',
  'trf: the boards’ colours (352) do not alternate from white on board 1, which is how Kingside gives them (C.04.6 art. 4)':
    'trf: बोर्डों के रंग (352) बोर्ड 1 पर सफ़ेद से बारी-बारी नहीं बदलते, जबकि Kingside इसी तरह देता है (C.04.6 art. 4)',
  'trf: player {player} has a {result} bye in round {round}, which Kingside does not record':
    'trf: खिलाड़ी {player} के पास राउंड {round} में {result} बाई है, जिसे Kingside दर्ज नहीं करता',
  'trf: round {round} pairs {player} with {opponent}, who does not have them as opponent':
    'trf: राउंड {round} में {player} की जोड़ी {opponent} से है, जिसके विरोधी के रूप में वे दर्ज नहीं हैं',
  'trf: round {round}, {player} against {opponent}: results {result} and {opponentResult} do not go together':
    'trf: राउंड {round}, {player} बनाम {opponent}: परिणाम {result} और {opponentResult} आपस में मेल नहीं खाते',
  "trf: {what, select, name {the tournament name (012)} city {the city (022)} chiefArbiter {the chief arbiter (102)} deputy {a deputy arbiter (112)} other {player {player}'s name}} holds {found}, an invisible or direction-changing character; remove it and import again":
    'trf: {what, select, name {टूर्नामेंट के नाम (012)} city {शहर (022)} chiefArbiter {मुख्य आर्बिटर (102)} deputy {एक उप आर्बिटर (112)} other {खिलाड़ी {player} के नाम}} में {found} है, एक अदृश्य या दिशा बदलने वाला वर्ण; इसे हटाकर फिर से आयात करें',
  'trf: the point system must be in half points from 0 to 10': 'trf: अंक प्रणाली 0 से 10 तक आधे अंकों में होनी चाहिए',
  'trf: the file has no players (001 lines)': 'trf: फ़ाइल में कोई खिलाड़ी नहीं है (001 पंक्तियाँ)',
  'trf: the file gives no number of rounds (142 or XXR) and records none': 'trf: फ़ाइल में राउंड की संख्या (142 या XXR) नहीं दी गई है और कोई राउंड दर्ज नहीं है',
} satisfies Translations;
