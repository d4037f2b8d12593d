import type { Translations } from '@kingside/contract';

export default {
  'Your team is registered: pay the entry fee to confirm its place': 'आपकी टीम पंजीकृत हो गई है: उसका स्थान पक्का करने के लिए प्रवेश शुल्क चुकाएँ',
  'Your team is registered': 'आपकी टीम पंजीकृत हो गई है',
  'Pay the entry fee to confirm your team’s place': 'अपनी टीम का स्थान पक्का करने के लिए प्रवेश शुल्क चुकाएँ',
  'The entry fee is paid': 'प्रवेश शुल्क चुका दिया गया है',
  'Team entry fees': 'टीम प्रवेश शुल्क',
  "{team}'s entry fee is confirmed paid in hand": '{team} का प्रवेश शुल्क नकद प्राप्त होने की पुष्टि हो गई है',
  "{team}'s entry fee is refunded": '{team} का प्रवेश शुल्क लौटा दिया गया है',
  'Your teams': 'आपकी टीमें',
  'Invitation link made': 'निमंत्रण लिंक बनाया गया',
  '{count, plural, one {# invitation link revoked} other {# invitation links revoked}}':
    '{count, plural, one {# निमंत्रण लिंक रद्द किया गया} other {# निमंत्रण लिंक रद्द किए गए}}',
  Invitation: 'निमंत्रण',
  'You joined {team} (board order {position})': 'आप {team} में शामिल हो गए (बोर्ड क्रम {position})',
  "{team} awaits the organiser's approval: invite its players once it is approved":
    '{team} आयोजक की स्वीकृति की प्रतीक्षा में है: स्वीकृत होने के बाद उसके खिलाड़ियों को आमंत्रित करें',
  'The organiser declined {team}: nobody can join it': 'आयोजक ने {team} को अस्वीकार कर दिया: कोई उसमें शामिल नहीं हो सकता',
  '{team} is withdrawn: nobody can join it': '{team} वापस ले ली गई है: कोई उसमें शामिल नहीं हो सकता',
  'This invitation link is not valid: it was revoked, or its team or tournament no longer exists':
    'यह निमंत्रण लिंक मान्य नहीं है: इसे रद्द कर दिया गया, या इसकी टीम या टूर्नामेंट अब मौजूद नहीं है',
  'This invitation link expired on {date}; ask the captain of {team} for a new one': 'यह निमंत्रण लिंक {date} को समाप्त हो गया; {team} के कप्तान से नया लिंक माँगें',
  '{team} pays no entry fee': '{team} कोई प्रवेश शुल्क नहीं चुकाती',
  "{team}'s entry fee is already paid": '{team} का प्रवेश शुल्क पहले ही चुकाया जा चुका है',
  "{team}'s entry fee was refunded": '{team} का प्रवेश शुल्क लौटा दिया गया था',
  '{team} has not paid the entry fee; there is nothing to refund': '{team} ने प्रवेश शुल्क नहीं चुकाया है; लौटाने को कुछ नहीं है',
  'Withdraw {team} first: entry fees are refunded on withdrawal': 'पहले {team} को वापस लें: प्रवेश शुल्क वापसी पर ही लौटाया जाता है',
  'Round 1 is paired: entry fees are refunded only on withdrawal before round 1':
    'राउंड 1 की जोड़ियाँ बन चुकी हैं: प्रवेश शुल्क केवल राउंड 1 से पहले नाम वापसी पर लौटाया जाता है',
  "The payment provider could not refund {team}'s entry fee; it stays paid. Try again later":
    'भुगतान प्रदाता {team} का प्रवेश शुल्क नहीं लौटा सका; वह चुकाया हुआ ही रहेगा। बाद में फिर कोशिश करें',
  "Only the team's captain pays its entry fee": 'केवल टीम का कप्तान ही उसका प्रवेश शुल्क चुकाता है',
  'Round 1 is already paired; ask the organiser to enter your team': 'राउंड 1 की जोड़ियाँ पहले ही बन चुकी हैं; अपनी टीम शामिल कराने के लिए आयोजक से कहें',
  'The tournament is full: it takes {count, plural, one {# team} other {# teams}}':
    'टूर्नामेंट भर चुका है: इसमें केवल {count, plural, one {# टीम} other {# टीमों}} के लिए जगह है',
  'You already captain {team} in this tournament': 'आप इस टूर्नामेंट में पहले से {team} के कप्तान हैं',
  'A team named {team} was declined by the organiser; register under another name': '{team} नाम की टीम को आयोजक ने अस्वीकार कर दिया था; किसी दूसरे नाम से पंजीकरण करें',
  'A team named {team} is already registered': '{team} नाम की टीम पहले से पंजीकृत है',
  'The organiser changed how teams are entered while you registered; register again':
    'आपके पंजीकरण के दौरान आयोजक ने टीमों के प्रवेश का तरीका बदल दिया; फिर से पंजीकरण करें',
  "Only the captain of {team} or the tournament's organisers manage its invitation links": 'केवल {team} का कप्तान या टूर्नामेंट के आयोजक ही उसके निमंत्रण लिंक संभालते हैं',
} satisfies Translations;
