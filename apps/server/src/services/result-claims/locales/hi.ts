import type { Translations } from '@kingside/contract';

export default {
  'Your board': 'आपका बोर्ड',
  'Both players confirmed: the result waits for the arbiter': 'दोनों खिलाड़ियों ने पुष्टि कर दी: परिणाम आर्बिटर की स्वीकृति की प्रतीक्षा में है',
  'Your opponent confirmed another result: the arbiter decides': 'आपके प्रतिद्वंद्वी ने दूसरा परिणाम बताया: निर्णय आर्बिटर करेंगे',
  'Your result is recorded; waiting for your opponent': 'आपका परिणाम दर्ज हो गया; प्रतिद्वंद्वी की प्रतीक्षा है',
  'Confirmations by the players': 'खिलाड़ियों की पुष्टियाँ',
  'Round {round} is not paired yet': 'राउंड {round} अभी पेयर नहीं हुआ है',
  'Round {round} has no board {board}': 'राउंड {round} में बोर्ड {board} नहीं है',
  'Board {board} of round {round} is a bye or an absence: nobody plays there': 'राउंड {round} का बोर्ड {board} बाई या अनुपस्थिति है: वहाँ कोई नहीं खेलता',
  'Only the two players of board {board} may confirm its result': 'बोर्ड {board} का परिणाम केवल उसके दोनों खिलाड़ी पुष्ट कर सकते हैं',
  'The arbiter has entered the result of board {board}: {result}. Confirmations no longer change it.':
    'आर्बिटर ने बोर्ड {board} का परिणाम दर्ज कर दिया है: {result}। पुष्टियाँ अब इसे नहीं बदलतीं।',
  'The tournament has finished: results can no longer be confirmed.': 'टूर्नामेंट समाप्त हो चुका है: अब परिणामों की पुष्टि नहीं हो सकती।',
  'Round {round} has not started yet: confirm the result once the game is over.': 'राउंड {round} अभी शुरू नहीं हुआ है: खेल ख़त्म होने पर परिणाम की पुष्टि करें।',
  'Round {round} is closed: results can no longer be confirmed.': 'राउंड {round} बंद हो चुका है: अब परिणामों की पुष्टि नहीं हो सकती।',
  '{reason} Your confirmation ({result}) was not recorded.': '{reason} आपकी पुष्टि ({result}) दर्ज नहीं हुई।',
} satisfies Translations;
