import type { Translations } from '@kingside/contract';

export default {
  'Notice choices': 'خيارات الإشعارات',
  'Notice choices saved': 'تم حفظ خيارات الإشعارات',
  'Push notices on for this browser': 'تم تفعيل الإشعارات الفورية لهذا المتصفح',
  'Push notices off for this browser': 'تم إيقاف الإشعارات الفورية لهذا المتصفح',
  'The push service address must be https': 'يجب أن يكون عنوان خدمة الإشعارات https',
  'p256dh must be an uncompressed P-256 public key (65 bytes)': 'يجب أن يكون p256dh مفتاحًا عامًا P-256 غير مضغوط (65 بايت)',
  'auth must be 16 bytes': 'يجب أن يكون auth بطول 16 بايت',
  'Board {board}: you play {opponent}{colour, select, w { with White} b { with Black} other {}}.':
    'الرقعة {board}: تلعب ضد {opponent}{colour, select, w { بالقطع البيضاء} b { بالقطع السوداء} other {}}.',
  'You do not play this round: no game.': 'لا تلعب في هذه الجولة: لا توجد مباراة.',
  'You do not play this round: {bye}.': 'لا تلعب في هذه الجولة: {bye}.',
  'round {round} pairings': 'أزواج الجولة {round}',
  'round {round} is starting': 'الجولة {round} تبدأ',
  'Round {round} is starting: go to your board.': 'الجولة {round} تبدأ: توجّه إلى رقعتك.',
  'check-in for round {round} closing': 'إغلاق تسجيل الحضور للجولة {round}',
  'Check-in for round {round} closes at {time} UTC. Players who have not checked in are not paired.':
    'يُغلق تسجيل الحضور للجولة {round} الساعة {time} UTC. لن يُقرن اللاعبون الذين لم يسجّلوا حضورهم.',
  'Check-in for round {round} closes soon. Players who have not checked in are not paired.':
    'يُغلق تسجيل الحضور للجولة {round} قريبًا. لن يُقرن اللاعبون الذين لم يسجّلوا حضورهم.',
  'result of board {board} disputed': 'نتيجة الرقعة {board} متنازع عليها',
  'The players of board {board} (round {round}) entered different results; the arbiter decides.':
    'أدخل لاعبا الرقعة {board} (الجولة {round}) نتيجتين مختلفتين؛ الحَكَم يقرّر.',
  'tournament finished': 'انتهت البطولة',
  'The tournament is over ({players, plural, one {# player} other {# players}}).':
    'انتهت البطولة ({players, plural, zero {# لاعب} one {لاعب واحد} two {لاعبان} few {# لاعبين} many {# لاعبًا} other {# لاعب}}).',
  'The tournament is over: you finished {rank} of {players}.': 'انتهت البطولة: حللت في المركز {rank} من {players}.',
  '{tournament}: {title}': '{tournament}: {title}',
} satisfies Translations;
