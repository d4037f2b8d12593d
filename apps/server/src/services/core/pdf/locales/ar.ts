import type { Translations } from '@kingside/contract';

export default {
  'No round is paired yet': 'لم تُقرَن أي جولة بعد',
  'Round {round} is not paired yet': 'الجولة {round} لم تُقرَن بعد',
  'Not in FIDE mode (left before round 1)': 'خارج وضع FIDE (تُرك قبل الجولة 1)',
  'Not in FIDE mode (left in round {round})': 'خارج وضع FIDE (تُرك في الجولة {round})',
  'Printed {time} UTC · Kingside': 'طُبع في {time} UTC · Kingside',
  'Page {page} of {pages}': 'صفحة {page} من {pages}',
  'Too many PDFs at once: {busy} of yours are being prepared, and at most {perClient} are drawn at a time for one address. Try again when they are done.':
    'ملفات PDF كثيرة في وقت واحد: يُحضَّر {busy} من ملفاتك، ولا يُنشأ لعنوان واحد أكثر من {perClient} في الوقت نفسه. حاول مجددًا بعد اكتمالها.',
  'The server is drawing too many PDFs at once; try again in a few seconds': 'يُنشئ الخادم ملفات PDF كثيرة في وقت واحد؛ حاول مجددًا بعد بضع ثوانٍ',
} satisfies Translations;
