import type { Translations } from '@kingside/contract';

export default {
  'No round is paired yet': 'अभी कोई राउंड पेयर नहीं हुआ है',
  'Round {round} is not paired yet': 'राउंड {round} अभी पेयर नहीं हुआ है',
  'Not in FIDE mode (left before round 1)': 'FIDE मोड में नहीं (राउंड 1 से पहले छोड़ा)',
  'Not in FIDE mode (left in round {round})': 'FIDE मोड में नहीं (राउंड {round} में छोड़ा)',
  'Printed {time} UTC · Kingside': 'मुद्रित {time} UTC · Kingside',
  'Page {page} of {pages}': 'पृष्ठ {page} / {pages}',
  'Too many PDFs at once: {busy} of yours are being prepared, and at most {perClient} are drawn at a time for one address. Try again when they are done.':
    'एक साथ बहुत सारी PDF: आपकी {busy} PDF तैयार हो रही हैं, और एक पते के लिए एक समय में अधिकतम {perClient} बनती हैं। उनके पूरा होने पर फिर से कोशिश करें।',
  'The server is drawing too many PDFs at once; try again in a few seconds': 'सर्वर एक साथ बहुत सारी PDF बना रहा है; कुछ सेकंड में फिर से कोशिश करें',
} satisfies Translations;
