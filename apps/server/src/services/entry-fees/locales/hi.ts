import type { Translations } from '@kingside/contract';

export default {
  'You are registered: pay the entry fee to confirm your place': 'आप पंजीकृत हैं: अपना स्थान पक्का करने के लिए प्रवेश शुल्क का भुगतान करें',
  'Your entry fee': 'आपका प्रवेश शुल्क',
  'Entry fee payment': 'प्रवेश शुल्क का भुगतान',
  'The payment did not go through: your registration still awaits payment; pay again':
    'भुगतान नहीं हो पाया: आपका पंजीकरण अब भी भुगतान की प्रतीक्षा में है; फिर से भुगतान करें',
  'Entry fees': 'प्रवेश शुल्क',
  'Payment confirmed': 'भुगतान की पुष्टि हो गई',
  'Entry fee refunded': 'प्रवेश शुल्क वापस कर दिया गया',
  'You are registered and your entry fee awaits payment: pay it from the tournament page':
    'आप पंजीकृत हैं और आपका प्रवेश शुल्क भुगतान की प्रतीक्षा में है: टूर्नामेंट पेज से भुगतान करें',
  'This tournament charges no entry fee: register without paying': 'इस टूर्नामेंट में प्रवेश शुल्क नहीं है: बिना भुगतान के पंजीकरण करें',
  'The entry fee changed while you registered; register again': 'आपके पंजीकरण के दौरान प्रवेश शुल्क बदल गया; फिर से पंजीकरण करें',
  'You have no registration with an entry fee in this tournament': 'इस टूर्नामेंट में आपका कोई शुल्क वाला पंजीकरण नहीं है',
  'No registration with an entry fee has this id': 'इस id का कोई शुल्क वाला पंजीकरण नहीं है',
  'Only the player who registered pays their entry fee': 'प्रवेश शुल्क का भुगतान केवल वही खिलाड़ी करता है जिसने पंजीकरण किया',
  'This entry fee is already paid': 'यह प्रवेश शुल्क पहले ही चुका दिया गया है',
  'This entry fee was refunded': 'यह प्रवेश शुल्क लौटा दिया गया था',
  '{player} has not paid the entry fee; there is nothing to refund': '{player} ने प्रवेश शुल्क नहीं चुकाया है; लौटाने को कुछ नहीं है',
  'Withdraw {player} first: entry fees are refunded on withdrawal': 'पहले {player} का नाम वापस लें: प्रवेश शुल्क नाम वापसी पर लौटाया जाता है',
  'Round 1 is paired: entry fees are refunded only on withdrawal before round 1':
    'राउंड 1 की जोड़ियाँ बन चुकी हैं: प्रवेश शुल्क केवल राउंड 1 से पहले नाम वापसी पर लौटाया जाता है',
  "The payment provider could not refund {player}'s entry fee; it stays paid. Try again later":
    'भुगतान प्रदाता {player} का प्रवेश शुल्क नहीं लौटा सका; यह चुकाया हुआ ही रहेगा। बाद में फिर कोशिश करें',
  'This payment is not yours, and you do not manage its tournament': 'यह भुगतान आपका नहीं है, और आप इसके टूर्नामेंट का प्रबंधन नहीं करते',
  'No entry fee payment has this order id': 'इस ऑर्डर id का कोई प्रवेश शुल्क भुगतान नहीं है',
} satisfies Translations;
