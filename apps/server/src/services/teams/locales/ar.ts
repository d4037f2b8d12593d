import type { Translations } from '@kingside/contract';

export default {
  Teams: 'الفرق',
  'Team entered': 'أُدخل الفريق',
  'Team saved': 'حُفظ الفريق',
  'Team deleted': 'حُذف الفريق',
  'Roster saved': 'حُفظت قائمة الفريق',
  'Team approved': 'قُبل الفريق',
  'Team declined': 'رُفض الفريق',
  'The player is already on the roster of {team}': 'اللاعب مدرج بالفعل في قائمة فريق {team}',
  '{tournament} is not a team event: it has players, not teams': '{tournament} ليست بطولة فرق: فيها لاعبون لا فرق',
  'The tournament has finished; its teams can no longer change': 'انتهت البطولة؛ لم يعد بالإمكان تغيير فرقها',
  'A team round robin takes no teams once round 1 is paired; revert round 1 first': 'لا تقبل بطولة الدوري للفرق أي فريق بعد إقران الجولة 1؛ ألغِ الجولة 1 أولاً',
  'All {rounds} rounds are paired; a late team would have no round to play': 'أُقرنت كل الجولات ({rounds})؛ لن تبقى للفريق المتأخر أي جولة يلعبها',
  'Team not found in this tournament': 'الفريق غير موجود في هذه البطولة',
  '{team} was approved already': 'سبق قبول فريق {team}',
  '{team} was declined already': 'سبق رفض فريق {team}',
  'No account has the email {email}: the captain signs up first, then becomes captain': 'لا يوجد حساب بالبريد {email}: يسجّل القائد أولاً ثم يصبح قائداً',
  '{names} and {last}': '{names} و{last}',
  'Only the tournament’s arbiters and the team’s own captain may set its roster': 'لا يحدد قائمة الفريق إلا حكام البطولة وقائد الفريق نفسه',
  'Round 1 is paired: from now on only the arbiter adds players to a roster, as new last reserves':
    'أُقرنت الجولة 1: من الآن لا يضيف لاعبين إلى قائمة الفريق إلا الحكم، بصفتهم احتياطيين أخيرين جدداً',
  'The tournament has finished; its rosters can no longer change': 'انتهت البطولة؛ لم يعد بالإمكان تغيير قوائم فرقها',
  "Round 1 is paired: FIDE team practice keeps the board order set before round 1, so {team}'s players stay in their order and new players join only as last reserves":
    'أُقرنت الجولة 1: وفق ممارسة FIDE للفرق يبقى ترتيب الرقع المحدد قبل الجولة 1، فيبقى لاعبو {team} على ترتيبهم ولا ينضم الجدد إلا احتياطيين أخيرين',
  '{count, plural, one {{players} is not a player} other {{players} are not players}} of this tournament':
    '{count, plural, zero {{players} ليسوا لاعبين} one {{players} ليس لاعباً} two {{players} ليسا لاعبَين} few {{players} ليسوا لاعبين} many {{players} ليسوا لاعبين} other {{players} ليسوا لاعبين}} في هذه البطولة',
  '{count, plural, one {{players} was expelled} other {{players} were expelled}} from the tournament':
    '{count, plural, zero {{players} طُردوا} one {{players} طُرد} two {{players} طُردا} few {{players} طُردوا} many {{players} طُردوا} other {{players} طُردوا}} من البطولة',
  '{count, plural, one {{players} withdrew from the tournament; bring them back before adding them to a roster} other {{players} withdrew from the tournament; bring them back before adding them to a roster}}':
    '{count, plural, zero {{players} انسحبوا من البطولة؛ أعِدهم قبل إضافتهم إلى قائمة فريق} one {{players} انسحب من البطولة؛ أعِده قبل إضافته إلى قائمة فريق} two {{players} انسحبا من البطولة؛ أعِدهما قبل إضافتهما إلى قائمة فريق} few {{players} انسحبوا من البطولة؛ أعِدهم قبل إضافتهم إلى قائمة فريق} many {{players} انسحبوا من البطولة؛ أعِدهم قبل إضافتهم إلى قائمة فريق} other {{players} انسحبوا من البطولة؛ أعِدهم قبل إضافتهم إلى قائمة فريق}}',
  '{player} is already on the roster of {team}; a player plays for one team only': '{player} مدرج بالفعل في قائمة فريق {team}؛ يلعب اللاعب لفريق واحد فقط',
  'A team named {team} is already in this tournament': 'يوجد بالفعل فريق باسم {team} في هذه البطولة',
  "{team}'s entry fee was refunded, so it cannot come back into the tournament": 'رُدّت رسوم اشتراك {team}، فلا يمكنه العودة إلى البطولة',
  'The team was withdrawn before round {round} was paired without it, so it cannot come back': 'سُحب الفريق قبل إقران الجولة {round} من دونه، فلا يمكنه العودة',
  'Round 1 is paired, so {team} stays in the event; withdraw it instead': 'أُقرنت الجولة 1، فيبقى {team} في البطولة؛ اسحبه بدلاً من ذلك',
} satisfies Translations;
