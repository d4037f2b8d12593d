import type { Translations } from '@kingside/contract';

export default {
  '{checkedIn} of {playing} checked in': '{playing} में से {checkedIn} ने चेक-इन किया',
  '{name} has no round left to check in for': '{name} के लिए चेक-इन करने को कोई राउंड बाकी नहीं है',
  '{name} is absent from round {round}: not paired, a zero-point bye': '{name} राउंड {round} में अनुपस्थित हैं: जोड़ी नहीं बनेगी, शून्य अंक वाला बाई',
  '{name} is to be paired in round {round}': '{name} की राउंड {round} में जोड़ी बनेगी',
  '{name} is checked in for round {round}': '{name} ने राउंड {round} के लिए चेक-इन कर लिया है',
  '{name} is not checked in': '{name} ने चेक-इन नहीं किया है',
  'Check-in settings saved': 'चेक-इन सेटिंग्स सहेज ली गईं',
  'Check-in for round {round} is open': 'राउंड {round} का चेक-इन खुला है',
  'Check-in for round {round} closed: {count}': 'राउंड {round} का चेक-इन बंद: {count}',
  'No bye in round {round} for {name}': 'राउंड {round} में {name} के लिए कोई बाई नहीं',
  "Half-point bye in round {round} for {name}, beyond the tournament's limit of {limit} for players":
    'राउंड {round} में {name} के लिए आधे अंक का बाई, खिलाड़ियों के लिए टूर्नामेंट की {limit} की सीमा से अधिक',
  'Half-point bye in round {round} for {name}': 'राउंड {round} में {name} के लिए आधे अंक का बाई',
  "required: no check-in in a team event: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'required: टीम इवेंट में चेक-इन नहीं होता: टीम इवेंट में खिलाड़ी तब खेलते हैं जब उनका कप्तान उन्हें लाइनअप में रखता है; जो खिलाड़ी नहीं आ सकता, उसे लाइनअप से बाहर रखा जाता है',
  'required: only Swiss tournaments use check-in; a round robin pairs everyone by its Berger table (enter a forfeit for an absent player)':
    'required: चेक-इन केवल स्विस टूर्नामेंट में होता है; राउंड रॉबिन में सबकी जोड़ी बर्जर तालिका से बनती है (अनुपस्थित खिलाड़ी के लिए फ़ॉरफ़िट दर्ज करें)',
  'Every round of the tournament is paired ({rounds}); there is no check-in to hold': 'टूर्नामेंट के सभी राउंड ({rounds}) की जोड़ियाँ बन चुकी हैं; कोई चेक-इन बाकी नहीं',
  'This tournament does not require check-in; turn it on in the check-in settings first': 'इस टूर्नामेंट में चेक-इन ज़रूरी नहीं है; पहले चेक-इन सेटिंग्स में इसे चालू करें',
  'closesAt: the check-in must close later than now': 'closesAt: चेक-इन अभी के बाद बंद होना चाहिए',
  'Check-in for round {round} is already open': 'राउंड {round} का चेक-इन पहले से खुला है',
  'Check-in for round {round} is not open': 'राउंड {round} का चेक-इन खुला नहीं है',
  'You have no entry in this tournament': 'इस टूर्नामेंट में आपकी कोई प्रविष्टि नहीं है',
  'Player not found': 'खिलाड़ी नहीं मिला',
  'You can only check in, or ask for byes, for yourself': 'आप केवल अपने लिए चेक-इन कर सकते हैं या बाई मांग सकते हैं',
  '{name} has withdrawn from the tournament; bring them back before you {what, select, bye {ask for a bye} other {check in}}':
    '{name} टूर्नामेंट से हट चुके हैं; {what, select, bye {बाई मांगने} other {चेक-इन करने}} से पहले उन्हें वापस लाएँ',
  'You have withdrawn from this tournament, so you cannot {what, select, bye {ask for a bye} other {check in}}; ask the arbiter if you want to play again':
    'आप इस टूर्नामेंट से हट चुके हैं, इसलिए आप {what, select, bye {बाई नहीं मांग सकते} other {चेक-इन नहीं कर सकते}}; फिर से खेलना हो तो आर्बिटर से कहें',
  "No check-in here: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'यहाँ चेक-इन नहीं होता: टीम इवेंट में खिलाड़ी तब खेलते हैं जब उनका कप्तान उन्हें लाइनअप में रखता है; जो खिलाड़ी नहीं आ सकता, उसे लाइनअप से बाहर रखा जाता है',
  'A round robin pairs everyone by its Berger table; enter a forfeit for an absent player':
    'राउंड रॉबिन में सबकी जोड़ी बर्जर तालिका से बनती है; अनुपस्थित खिलाड़ी के लिए फ़ॉरफ़िट दर्ज करें',
  'This tournament does not use check-in': 'इस टूर्नामेंट में चेक-इन नहीं होता',
  '{name} has a half-point bye in round {round}; cancel it first to play': 'राउंड {round} में {name} का आधे अंक का बाई है; खेलने के लिए पहले उसे रद्द करें',
  'You have a half-point bye in round {round}; cancel it first to play': 'राउंड {round} में आपका आधे अंक का बाई है; खेलने के लिए पहले उसे रद्द करें',
  'Check-in for round {round} is not open yet': 'राउंड {round} का चेक-इन अभी खुला नहीं है',
  'Check-in for round {round} has closed; ask the arbiter': 'राउंड {round} का चेक-इन बंद हो चुका है; आर्बिटर से कहें',
  "No byes on request here: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'यहाँ मांगने पर बाई नहीं मिलता: टीम इवेंट में खिलाड़ी तब खेलते हैं जब उनका कप्तान उन्हें लाइनअप में रखता है; जो खिलाड़ी नहीं आ सकता, उसे लाइनअप से बाहर रखा जाता है',
  'A round robin has no half-point byes on request; the arbiter enters a forfeit instead':
    'राउंड रॉबिन में मांगने पर आधे अंक का बाई नहीं मिलता; इसके बजाय आर्बिटर फ़ॉरफ़िट दर्ज करते हैं',
  'round: the tournament has {rounds} rounds, not {round}': 'round: टूर्नामेंट में {rounds} राउंड हैं, {round} नहीं',
  'Round {round} is already paired; its byes can no longer change': 'राउंड {round} की जोड़ियाँ बन चुकी हैं; उसके बाई अब नहीं बदल सकते',
  'This tournament takes no half-point bye requests from players; ask the arbiter': 'यह टूर्नामेंट खिलाड़ियों से आधे अंक के बाई के अनुरोध नहीं लेता; आर्बिटर से कहें',
  'You already have {count, plural, one {# half-point bye} other {# half-point byes}}, the most this tournament allows ({limit}); ask the arbiter':
    'आपके पास पहले से {count, plural, one {# आधे अंक का बाई} other {# आधे अंक के बाई}} हैं, जो इस टूर्नामेंट की अधिकतम सीमा ({limit}) है; आर्बिटर से कहें',
} satisfies Translations;
