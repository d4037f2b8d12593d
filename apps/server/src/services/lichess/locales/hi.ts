import type { Translations } from '@kingside/contract';

export default {
  'Access was not granted on lichess': 'lichess पर अनुमति नहीं दी गई',
  'An Arena has no rounds here: it finishes when lichess ends it, read from lichess':
    'यहाँ Arena के राउंड नहीं होते: lichess के समाप्त करने पर यह समाप्त होता है, lichess से पढ़ा जाता है',
  'Arena standings': 'Arena तालिका',
  'Clock time must be one of {choices} seconds': 'घड़ी का समय इनमें से एक होना चाहिए: {choices} सेकंड',
  'Connect your lichess account first (Account → Connect lichess)': 'पहले अपना lichess खाता जोड़ें (खाता → lichess जोड़ें)',
  'Connected to lichess as {username}': 'lichess से {username} के रूप में जुड़े',
  'Continue on lichess': 'lichess पर जारी रखें',
  'Increment must be one of {choices} seconds': 'इंक्रीमेंट इनमें से एक होना चाहिए: {choices} सेकंड',
  'Lichess asked Kingside to slow down; try again in {seconds} seconds': 'lichess ने Kingside से धीमा होने को कहा; {seconds} सेकंड में फिर कोशिश करें',
  'Lichess could not be reached just now ({reason}); try again in a few minutes': 'अभी lichess तक नहीं पहुँचा जा सका ({reason}); कुछ मिनट में फिर कोशिश करें',
  'Lichess did not accept the authorization ({reason})': 'lichess ने प्राधिकरण स्वीकार नहीं किया ({reason})',
  'Lichess did not give the game {game}: {reason}': 'lichess ने खेल {game} नहीं दिया: {reason}',
  'Lichess did not revoke the token ({reason}); try again': 'lichess ने टोकन रद्द नहीं किया ({reason}); फिर कोशिश करें',
  'Lichess disconnected': 'lichess का जुड़ाव हटाया गया',
  'Lichess games': 'lichess खेल',
  'Lichess is not connected': 'lichess जुड़ा नहीं है',
  'Lichess made {games} games for {boards} boards': 'lichess ने {boards} बोर्ड के लिए {games} खेल बनाए',
  'Lichess no longer accepts your connection (the token was revoked or has expired): connect lichess again':
    'lichess अब आपका जुड़ाव स्वीकार नहीं करता (टोकन रद्द हुआ या समाप्त हो गया): lichess फिर से जोड़ें',
  'Lichess refused the pairing: {reason}': 'lichess ने जोड़ी अस्वीकार की: {reason}',
  'Lichess refused the tournament — {reasons}': 'lichess ने टूर्नामेंट अस्वीकार किया — {reasons}',
  'Lichess refused to export the Swiss: {reason}': 'lichess ने स्विस निर्यात करने से मना किया: {reason}',
  'Lichess refused to give the Arena: {reason}': 'lichess ने Arena देने से मना किया: {reason}',
  'Lichess refused to give the tournament: {reason}': 'lichess ने टूर्नामेंट देने से मना किया: {reason}',
  'Lichess refused: {reason}': 'lichess ने अस्वीकार किया: {reason}',
  "Lichess's TRF export could not be read: {reason}": 'lichess का TRF निर्यात पढ़ा नहीं जा सका: {reason}',
  'No such tournament': 'ऐसा कोई टूर्नामेंट नहीं है',
  'Not on lichess': 'lichess पर नहीं',
  'On lichess': 'lichess पर',
  'Read from lichess: {players} players in the Arena standings': 'lichess से पढ़ा गया: Arena तालिका में {players} खिलाड़ी',
  'Read from lichess: {players} players, {rounds, plural, one {# round} other {# rounds}}':
    'lichess से पढ़ा गया: {players} खिलाड़ी, {rounds, plural, one {# राउंड} other {# राउंड}}',
  'Round {round} cannot go to lichess yet. {why}.': 'राउंड {round} अभी lichess पर नहीं जा सकता। {why}।',
  'Round {round} has no games to play': 'राउंड {round} में खेलने को कोई खेल नहीं है',
  'Round {round} is already on lichess': 'राउंड {round} पहले से lichess पर है',
  'Round {round} is not paired yet': 'राउंड {round} अभी पेयर नहीं हुआ है',
  'Round {round} was not played on lichess': 'राउंड {round} lichess पर नहीं खेला गया',
  'Round {round}: {count, plural, one {# game} other {# games}} on lichess': 'राउंड {round}: lichess पर {count, plural, one {# खेल} other {# खेल}}',
  'Round {round}: {count, plural, one {# result} other {# results}} from lichess, {pending} still open':
    'राउंड {round}: lichess से {count, plural, one {# परिणाम} other {# परिणाम}}, {pending} अभी बाकी',
  'The lichess tournament': 'lichess टूर्नामेंट',
  'The lichess tournament is updated': 'lichess टूर्नामेंट अपडेट हो गया',
  'The tournament has finished; lichess no longer takes changes to it': 'टूर्नामेंट समाप्त हो चुका है; lichess अब इसमें बदलाव नहीं लेता',
  'This tournament has no lichess counterpart': 'इस टूर्नामेंट का lichess पर कोई समकक्ष नहीं है',
  'This tournament is no Arena on lichess': 'यह टूर्नामेंट lichess पर Arena नहीं है',
  'You lead no team on lichess: create one at lichess.org/team/new to hold a Swiss there':
    'आप lichess पर किसी टीम के प्रमुख नहीं हैं: वहाँ स्विस कराने के लिए lichess.org/team/new पर एक टीम बनाएँ',
  'Your lichess connection lacks the {scope} permission: connect lichess again': 'आपके lichess जुड़ाव में {scope} अनुमति नहीं है: lichess फिर से जोड़ें',
  'Your session has ended; please sign in again': 'आपका सत्र समाप्त हो गया है; कृपया फिर से साइन इन करें',
  'clockLimit: the clock must give some time': 'clockLimit: घड़ी में कुछ समय होना चाहिए',
  'lichess_username: connect through lichess first (lichess_login), then confirm the account':
    'lichess_username: पहले lichess से जुड़ें (lichess_login), फिर खाते की पुष्टि करें',
  'lichess_username: the lichess account connected is {username}; to use another, disconnect and connect again':
    'lichess_username: जुड़ा हुआ lichess खाता {username} है; दूसरा उपयोग करने के लिए जुड़ाव हटाकर फिर से जोड़ें',
  'startsAt: the games must start in the future (leave it out to start them now)': 'startsAt: खेल भविष्य में शुरू होने चाहिए (अभी शुरू करने के लिए इसे छोड़ दें)',
  'startsAt: the start must be in the future': 'startsAt: शुरुआत भविष्य में होनी चाहिए',
  '{count, plural, one {# round is already under way} other {# rounds are already under way}}':
    '{count, plural, one {# राउंड पहले से चल रहा है} other {# राउंड पहले से चल रहे हैं}}',
  '{count, plural, one {# team you lead on lichess} other {# teams you lead on lichess}}':
    '{count, plural, one {lichess पर # टीम जिसके आप प्रमुख हैं} other {lichess पर # टीमें जिनके आप प्रमुख हैं}}',
  '{count, plural, one {{players} has not connected lichess} other {{players} have not connected lichess}}: sign in to Kingside, open /connect-lichess, press “Connect lichess” and approve on lichess':
    '{count, plural, one {{players} ने lichess नहीं जोड़ा है} other {{players} ने lichess नहीं जोड़ा है}}: Kingside में साइन इन करें, /connect-lichess खोलें, “lichess जोड़ें” दबाएँ और lichess पर स्वीकृति दें',
  '{count, plural, one {{players} was entered by the organiser} other {{players} were entered by the organiser}}: to play on lichess a player registers in the tournament with their own Kingside account':
    '{count, plural, one {{players} को आयोजक ने जोड़ा था} other {{players} को आयोजक ने जोड़ा था}}: lichess पर खेलने के लिए खिलाड़ी अपने Kingside खाते से टूर्नामेंट में पंजीकरण करता है',
  '{kind, select, swiss {Swiss} other {Arena}} created on lichess: {url}': 'lichess पर {kind, select, swiss {स्विस} other {Arena}} बनाया गया: {url}',
  '{why}; nothing was connected. Start again from “Connect lichess”.': '{why}; कुछ भी नहीं जुड़ा। “lichess जोड़ें” से फिर शुरू करें।',
  'A Swiss needs its number of rounds': 'स्विस को राउंड की संख्या चाहिए',
  'A Swiss has rounds, not a duration': 'स्विस में राउंड होते हैं, अवधि नहीं',
  'An Arena needs its duration': 'Arena को उसकी अवधि चाहिए',
  'An Arena has a duration, not rounds': 'Arena की अवधि होती है, राउंड नहीं',
} satisfies Translations;
