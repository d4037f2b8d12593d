import type { Translations } from '@kingside/contract';

export default {
  'Notice choices': 'सूचना विकल्प',
  'Notice choices saved': 'सूचना विकल्प सहेज लिए गए',
  'Push notices on for this browser': 'इस ब्राउज़र के लिए पुश सूचनाएँ चालू',
  'Push notices off for this browser': 'इस ब्राउज़र के लिए पुश सूचनाएँ बंद',
  'The push service address must be https': 'पुश सेवा का पता https होना चाहिए',
  'p256dh must be an uncompressed P-256 public key (65 bytes)': 'p256dh एक अनकंप्रेस्ड P-256 सार्वजनिक कुंजी (65 बाइट) होनी चाहिए',
  'auth must be 16 bytes': 'auth 16 बाइट का होना चाहिए',
  'Board {board}: you play {opponent}{colour, select, w { with White} b { with Black} other {}}.':
    'बोर्ड {board}: आपका मुकाबला {opponent} से है{colour, select, w {, आप सफ़ेद मोहरों से खेलेंगे} b {, आप काले मोहरों से खेलेंगे} other {}}।',
  'You do not play this round: no game.': 'इस राउंड में आप नहीं खेलेंगे: कोई खेल नहीं।',
  'You do not play this round: {bye}.': 'इस राउंड में आप नहीं खेलेंगे: {bye}।',
  'round {round} pairings': 'राउंड {round} की जोड़ियाँ',
  'round {round} is starting': 'राउंड {round} शुरू हो रहा है',
  'Round {round} is starting: go to your board.': 'राउंड {round} शुरू हो रहा है: अपने बोर्ड पर जाएँ।',
  'check-in for round {round} closing': 'राउंड {round} का चेक-इन बंद हो रहा है',
  'Check-in for round {round} closes at {time} UTC. Players who have not checked in are not paired.':
    'राउंड {round} का चेक-इन {time} UTC पर बंद होगा। जिन खिलाड़ियों ने चेक-इन नहीं किया, उनकी जोड़ी नहीं बनेगी।',
  'Check-in for round {round} closes soon. Players who have not checked in are not paired.':
    'राउंड {round} का चेक-इन जल्द बंद होगा। जिन खिलाड़ियों ने चेक-इन नहीं किया, उनकी जोड़ी नहीं बनेगी।',
  'result of board {board} disputed': 'बोर्ड {board} का परिणाम विवादित',
  'The players of board {board} (round {round}) entered different results; the arbiter decides.':
    'बोर्ड {board} (राउंड {round}) के खिलाड़ियों ने अलग-अलग परिणाम दर्ज किए; निर्णय आर्बिटर करेंगे।',
  'tournament finished': 'टूर्नामेंट समाप्त',
  'The tournament is over ({players, plural, one {# player} other {# players}}).': 'टूर्नामेंट समाप्त हो गया ({players, plural, one {# खिलाड़ी} other {# खिलाड़ी}})।',
  'The tournament is over: you finished {rank} of {players}.': 'टूर्नामेंट समाप्त हो गया: {players} में से आपका स्थान {rank} रहा।',
  '{tournament}: {title}': '{tournament}: {title}',
} satisfies Translations;
