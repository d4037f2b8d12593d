import type { Translations } from '@kingside/contract';

export default {
  'Player added': 'खिलाड़ी जोड़ा गया',
  'Player already added': 'खिलाड़ी पहले ही जोड़ा जा चुका है',
  'You are registered': 'आप पंजीकृत हैं',
  'Player details': 'खिलाड़ी का विवरण',
  'Player updated': 'खिलाड़ी अपडेट किया गया',
  '{name} withdrawn': '{name} का नाम वापस लिया गया',
  '{name} back in the tournament': '{name} टूर्नामेंट में वापस',
  Players: 'खिलाड़ी',
  'You do not manage this tournament': 'आप इस टूर्नामेंट का प्रबंधन नहीं करते',
  '{field}: no half-point byes in the last round ({last}) of this tournament; round {round} cannot have one':
    '{field}: इस टूर्नामेंट के अंतिम राउंड ({last}) में आधे अंक की बाई नहीं; राउंड {round} में बाई नहीं हो सकती',
  '{field}: no half-point byes in the last {count} rounds ({first} to {last}) of this tournament; round {round} cannot have one':
    '{field}: इस टूर्नामेंट के अंतिम {count} राउंड ({first} से {last}) में आधे अंक की बाई नहीं; राउंड {round} में बाई नहीं हो सकती',
  "{field}: {player} would have {total} half-point byes, beyond this tournament's limit of {limit} per player":
    '{field}: {player} के पास {total} आधे अंक की बाई हो जाएँगी, जो इस टूर्नामेंट की प्रति खिलाड़ी {limit} की सीमा से अधिक है',
  'clientToken: this token already sent another request; send a new one': 'clientToken: यह टोकन पहले ही दूसरा अनुरोध भेज चुका है; नया भेजें',
  'This tournament caps its field or approves its entries: register from its page (POST /api/registration/{tournamentId})':
    'यह टूर्नामेंट खिलाड़ियों की संख्या सीमित करता है या प्रविष्टियाँ स्वीकृत करता है: इसके पेज से पंजीकरण करें (POST /api/registration/{tournamentId})',
  '{name} was expelled in round {round}; an expulsion cannot be undone': '{name} को राउंड {round} में निष्कासित किया गया; निष्कासन वापस नहीं लिया जा सकता',
  '{name} was expelled before round 1; an expulsion cannot be undone': '{name} को राउंड 1 से पहले निष्कासित किया गया; निष्कासन वापस नहीं लिया जा सकता',
  '{what}: round {round} is paired, and pairing numbers are fixed once round {fixedFrom} is':
    '{what}: राउंड {round} की जोड़ियाँ बन चुकी हैं, और राउंड {fixedFrom} की जोड़ियाँ बनने के बाद जोड़ी क्रमांक तय हो जाते हैं',
  '{what}: {round, plural, one {round 1 is} other {rounds 1 to # are}} already paired with the old pairing numbers, and stay as they were paired':
    '{what}: {round, plural, one {राउंड 1 की} other {राउंड 1 से # तक की}} जोड़ियाँ पुराने जोड़ी क्रमांकों से बन चुकी हैं, और वैसी ही रहेंगी',
  'The tournament has finished; its pairing numbers can no longer change': 'टूर्नामेंट समाप्त हो चुका है; इसके जोड़ी क्रमांक अब नहीं बदल सकते',
  'pairingNumber: {name} already has number {number}': 'pairingNumber: {name} के पास पहले से क्रमांक {number} है',
  'pairingNumber: no player of this tournament has number {number}': 'pairingNumber: इस टूर्नामेंट के किसी खिलाड़ी का क्रमांक {number} नहीं है',
  'pairingNumber: swapping pairing numbers {change} ({name}, {other})': 'pairingNumber: जोड़ी क्रमांक {change} की अदला-बदली ({name}, {other})',
  '{reason} Nothing was changed; try again in a few minutes.': '{reason} कुछ भी नहीं बदला गया; कुछ मिनट बाद फिर कोशिश करें।',
  'The payment provider refused {what}: {reason}': 'भुगतान प्रदाता ने {what} अस्वीकार कर दिया: {reason}',
  'The tournament has finished; its players can no longer change': 'टूर्नामेंट समाप्त हो चुका है; इसके खिलाड़ी अब नहीं बदल सकते',
  "{field}: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    '{field}: टीम इवेंट के खिलाड़ी तब खेलते हैं जब कप्तान उन्हें लाइनअप में रखता है; जो खिलाड़ी नहीं आ सकता उसे लाइनअप से बाहर रखा जाता है',
  '{field}: a round robin has no requested byes; enter a forfeit instead': '{field}: राउंड रॉबिन में मांगी गई बाई नहीं होती; इसके बजाय फ़ॉरफ़िट दर्ज करें',
  '{field}: the tournament has {rounds} rounds, not {round}': '{field}: टूर्नामेंट में {rounds} राउंड हैं, {round} नहीं',
  'fullPointByes: round {round} is a half-point bye too; a round has one bye': 'fullPointByes: राउंड {round} आधे अंक की बाई भी है; एक राउंड में एक ही बाई होती है',
  'byes: round {round} is already paired; its byes can no longer change (revert it first)':
    'byes: राउंड {round} की जोड़ियाँ बन चुकी हैं; इसकी बाई अब नहीं बदल सकती (पहले इसे वापस लें)',
  'Full-point bye in round {round} for {name}: FIDE discourages full-point byes other than the pairing-allocated bye; the player scores a win without playing, which also counts against them when the pairing-allocated bye is given':
    'राउंड {round} में {name} के लिए पूरे अंक की बाई: FIDE जोड़ी से मिली बाई के अलावा पूरे अंक की बाई को हतोत्साहित करता है; खिलाड़ी को बिना खेले जीत मिलती है, जो जोड़ी से बाई देते समय उसके विरुद्ध भी गिनी जाती है',
  'fideId: {name} is already entered with FIDE id {fideId}': 'fideId: {name} पहले से FIDE id {fideId} के साथ दर्ज है',
  'name: {name}, born {birthDate}, is already entered': 'name: {name}, जन्म {birthDate}, पहले से दर्ज है',
  'This tournament charges an entry fee of {fee}: register through the entry-fee registration, which takes the payment':
    'इस टूर्नामेंट का प्रवेश शुल्क {fee} है: प्रवेश-शुल्क वाले पंजीकरण से पंजीकरण करें, जो भुगतान लेता है',
  'A round robin takes no players once round 1 is paired; revert round 1 first': 'राउंड 1 की जोड़ियाँ बनने के बाद राउंड रॉबिन में खिलाड़ी नहीं जुड़ते; पहले राउंड 1 वापस लें',
  'All {rounds} rounds are paired; a late entry would have no round to play':
    'सभी {rounds} राउंड की जोड़ियाँ बन चुकी हैं; देर से आने वाले के लिए खेलने को कोई राउंड नहीं बचेगा',
  "{name}'s entry fee was refunded, so they cannot come back into the tournament": '{name} का प्रवेश शुल्क लौटा दिया गया था, इसलिए वे टूर्नामेंट में वापस नहीं आ सकते',
  'deputyArbiterFideIds: {ids} FIDE ids for {deputies} deputy arbiters': 'deputyArbiterFideIds: {deputies} उप आर्बिटर के लिए {ids} FIDE id',
  'Pairing number {number} set': 'जोड़ी क्रमांक {number} तय किया गया',
  'Expelling {name}: The player is not paired again in this tournament; a board already paired for them stands, for its result. A Swiss removes the player from its standings, prizes and the TRF ranks; their opponents keep the games played against them for their tie-breaks. The expulsion, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment. It cannot be undone: the player cannot be brought back into the tournament.':
    '{name} का निष्कासन: इस टूर्नामेंट में खिलाड़ी की फिर जोड़ी नहीं बनेगी; उनके लिए पहले से बनी बोर्ड जोड़ी अपने परिणाम के लिए बनी रहती है। स्विस खिलाड़ी को अपनी तालिका, पुरस्कारों और TRF रैंक से हटा देता है; उनके विरोधी अपने टाई-ब्रेक के लिए उनके विरुद्ध खेले गए खेल रखते हैं। निष्कासन, जिस राउंड में होता है उसके साथ, TRF निर्यात (FIDE रेटिंग रिपोर्ट) में टिप्पणी के रूप में लिखा जाता है। इसे वापस नहीं लिया जा सकता: खिलाड़ी को टूर्नामेंट में वापस नहीं लाया जा सकता।',
} satisfies Translations;
