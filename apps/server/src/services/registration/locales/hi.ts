import type { Translations } from '@kingside/contract';

export default {
  'You are on the waiting list (number {position})': 'आप प्रतीक्षा सूची में हैं (क्रमांक {position})',
  "Your registration: {state, select, registered {Registered} confirmed {Confirmed by the organiser} awaiting_approval {Awaiting the organiser's approval} awaiting_payment {Awaiting payment} withdrawn {Withdrawn} declined {Declined} other {Waiting list}}":
    'आपका पंजीकरण: {state, select, registered {पंजीकृत} confirmed {आयोजक द्वारा पुष्ट} awaiting_approval {आयोजक की स्वीकृति की प्रतीक्षा} awaiting_payment {भुगतान की प्रतीक्षा} withdrawn {वापस लिया गया} declined {अस्वीकृत} other {प्रतीक्षा सूची}}',
  Registration: 'पंजीकरण',
  'You are not registered': 'आप पंजीकृत नहीं हैं',
  'You have withdrawn': 'आपने अपना नाम वापस ले लिया है',
  '{count, plural, one {# player found} other {# players found}}': '{count, plural, one {# खिलाड़ी मिला} other {# खिलाड़ी मिले}}',
  Registrations: 'पंजीकरण',
  'Registration settings saved': 'पंजीकरण सेटिंग्स सहेज ली गईं',
  'Registration approved': 'पंजीकरण स्वीकृत',
  'Registration declined': 'पंजीकरण अस्वीकृत',
  'The tournament has finished; its registration no longer changes': 'टूर्नामेंट समाप्त हो चुका है; इसका पंजीकरण अब नहीं बदलता',
  'No registration has this id': 'इस id का कोई पंजीकरण नहीं है',
  'This registration was already decided, or withdrawn by its player': 'इस पंजीकरण पर पहले ही निर्णय हो चुका है, या खिलाड़ी ने इसे वापस ले लिया है',
  'Tournament not found': 'टूर्नामेंट नहीं मिला',
  'Players enter a team event with their team: join yours through the invitation link its captain sends, or register a team':
    'टीम इवेंट में खिलाड़ी अपनी टीम के साथ प्रवेश करते हैं: कप्तान के भेजे निमंत्रण लिंक से अपनी टीम में शामिल हों, या एक टीम पंजीकृत करें',
  'This tournament does not take registrations; ask its organiser': 'यह टूर्नामेंट पंजीकरण नहीं लेता; इसके आयोजक से पूछें',
  'The tournament has finished': 'टूर्नामेंट समाप्त हो चुका है',
  'Round 1 is already paired; ask the arbiter for a late entry': 'राउंड 1 की जोड़ियाँ बन चुकी हैं; देर से प्रवेश के लिए आर्बिटर से कहें',
  'Registration for this tournament is closed': 'इस टूर्नामेंट का पंजीकरण बंद है',
  'You withdrew from this tournament; ask its organiser to enter you again': 'आपने इस टूर्नामेंट से नाम वापस लिया था; फिर से शामिल होने के लिए आयोजक से कहें',
  'You are already registered in this tournament': 'आप इस टूर्नामेंट में पहले से पंजीकृत हैं',
  'fideId: a player with FIDE id {fideId} is already registered': 'fideId: FIDE id {fideId} वाला खिलाड़ी पहले से पंजीकृत है',
  'You have no registration in this tournament to withdraw': 'इस टूर्नामेंट में वापस लेने के लिए आपका कोई पंजीकरण नहीं है',
  'Round 1 is paired: only the arbiter can withdraw you now': 'राउंड 1 की जोड़ियाँ बन चुकी हैं: अब केवल आर्बिटर ही आपका नाम वापस ले सकते हैं',
} satisfies Translations;
