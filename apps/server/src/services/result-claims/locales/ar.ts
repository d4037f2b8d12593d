import type { Translations } from '@kingside/contract';

export default {
  'Your board': 'رقعتك',
  'Both players confirmed: the result waits for the arbiter': 'أكّد اللاعبان: النتيجة بانتظار الحَكَم',
  'Your opponent confirmed another result: the arbiter decides': 'أكّد خصمك نتيجة أخرى: الحَكَم يقرّر',
  'Your result is recorded; waiting for your opponent': 'سُجّلت نتيجتك؛ بانتظار خصمك',
  'Confirmations by the players': 'تأكيدات اللاعبين',
  'Round {round} is not paired yet': 'الجولة {round} لم تُقرَن بعد',
  'Round {round} has no board {board}': 'لا توجد رقعة {board} في الجولة {round}',
  'Board {board} of round {round} is a bye or an absence: nobody plays there': 'الرقعة {board} في الجولة {round} استراحة أو غياب: لا أحد يلعب عليها',
  'Only the two players of board {board} may confirm its result': 'لا يؤكّد نتيجة الرقعة {board} إلا لاعباها',
  'The arbiter has entered the result of board {board}: {result}. Confirmations no longer change it.':
    'أدخل الحَكَم نتيجة الرقعة {board}: {result}. لم تعد التأكيدات تغيّرها.',
  'The tournament has finished: results can no longer be confirmed.': 'انتهت البطولة: لم يعد بالإمكان تأكيد النتائج.',
  'Round {round} has not started yet: confirm the result once the game is over.': 'لم تبدأ الجولة {round} بعد: أكّد النتيجة بعد انتهاء المباراة.',
  'Round {round} is closed: results can no longer be confirmed.': 'أُغلقت الجولة {round}: لم يعد بالإمكان تأكيد النتائج.',
  '{reason} Your confirmation ({result}) was not recorded.': '{reason} لم يُسجَّل تأكيدك ({result}).',
} satisfies Translations;
