import type { Translations } from '@kingside/contract';

export default {
  '{checkedIn} of {playing} checked in': 'سجّل {checkedIn} من {playing} حضورهم',
  '{name} has no round left to check in for': 'لم تبقَ لـ {name} أي جولة لتسجيل الحضور',
  '{name} is absent from round {round}: not paired, a zero-point bye': '{name} غائب عن الجولة {round}: بلا قرين، استراحة بلا نقاط',
  '{name} is to be paired in round {round}': 'سيُقرن {name} في الجولة {round}',
  '{name} is checked in for round {round}': 'سجّل {name} حضوره للجولة {round}',
  '{name} is not checked in': 'لم يسجّل {name} حضوره',
  'Check-in settings saved': 'تم حفظ إعدادات تسجيل الحضور',
  'Check-in for round {round} is open': 'تسجيل الحضور للجولة {round} مفتوح',
  'Check-in for round {round} closed: {count}': 'أُغلق تسجيل الحضور للجولة {round}: {count}',
  'No bye in round {round} for {name}': 'لا استراحة في الجولة {round} لـ {name}',
  "Half-point bye in round {round} for {name}, beyond the tournament's limit of {limit} for players":
    'استراحة بنصف نقطة في الجولة {round} لـ {name}، تتجاوز حدّ البطولة للاعبين وهو {limit}',
  'Half-point bye in round {round} for {name}': 'استراحة بنصف نقطة في الجولة {round} لـ {name}',
  "required: no check-in in a team event: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'required: لا تسجيل حضور في بطولة الفرق: في بطولة الفرق يلعب اللاعب حين يضعه قائده في التشكيلة؛ ومن لا يستطيع الحضور يُترك خارجها',
  'required: only Swiss tournaments use check-in; a round robin pairs everyone by its Berger table (enter a forfeit for an absent player)':
    'required: تسجيل الحضور للبطولات السويسرية فقط؛ بطولة الدوري تقرن الجميع وفق جدول برغر (سجّل غيابًا للاعب الغائب)',
  'Every round of the tournament is paired ({rounds}); there is no check-in to hold': 'جميع جولات البطولة مقرونة ({rounds})؛ لا تسجيل حضور متبقٍ',
  'This tournament does not require check-in; turn it on in the check-in settings first':
    'لا تتطلب هذه البطولة تسجيل الحضور؛ فعّله أولًا من إعدادات تسجيل الحضور',
  'closesAt: the check-in must close later than now': 'closesAt: يجب أن يُغلق تسجيل الحضور في وقت لاحق',
  'Check-in for round {round} is already open': 'تسجيل الحضور للجولة {round} مفتوح بالفعل',
  'Check-in for round {round} is not open': 'تسجيل الحضور للجولة {round} غير مفتوح',
  'You have no entry in this tournament': 'لست مسجّلًا في هذه البطولة',
  'Player not found': 'اللاعب غير موجود',
  'You can only check in, or ask for byes, for yourself': 'يمكنك تسجيل حضورك أو طلب الاستراحة لنفسك فقط',
  '{name} has withdrawn from the tournament; bring them back before you {what, select, bye {ask for a bye} other {check in}}':
    'انسحب {name} من البطولة؛ أعِده قبل أن {what, select, bye {تطلب استراحة} other {تسجّل حضوره}}',
  'You have withdrawn from this tournament, so you cannot {what, select, bye {ask for a bye} other {check in}}; ask the arbiter if you want to play again':
    'لقد انسحبت من هذه البطولة، فلا يمكنك {what, select, bye {طلب استراحة} other {تسجيل الحضور}}؛ اطلب من الحَكَم إن أردت اللعب مجددًا',
  "No check-in here: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'لا تسجيل حضور هنا: في بطولة الفرق يلعب اللاعب حين يضعه قائده في التشكيلة؛ ومن لا يستطيع الحضور يُترك خارجها',
  'A round robin pairs everyone by its Berger table; enter a forfeit for an absent player': 'بطولة الدوري تقرن الجميع وفق جدول برغر؛ سجّل غيابًا للاعب الغائب',
  'This tournament does not use check-in': 'لا تستخدم هذه البطولة تسجيل الحضور',
  '{name} has a half-point bye in round {round}; cancel it first to play': 'لدى {name} استراحة بنصف نقطة في الجولة {round}؛ ألغِها أولًا ليلعب',
  'You have a half-point bye in round {round}; cancel it first to play': 'لديك استراحة بنصف نقطة في الجولة {round}؛ ألغِها أولًا لتلعب',
  'Check-in for round {round} is not open yet': 'لم يُفتح تسجيل الحضور للجولة {round} بعد',
  'Check-in for round {round} has closed; ask the arbiter': 'أُغلق تسجيل الحضور للجولة {round}؛ راجع الحَكَم',
  "No byes on request here: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'لا استراحة عند الطلب هنا: في بطولة الفرق يلعب اللاعب حين يضعه قائده في التشكيلة؛ ومن لا يستطيع الحضور يُترك خارجها',
  'A round robin has no half-point byes on request; the arbiter enters a forfeit instead':
    'لا استراحة بنصف نقطة عند الطلب في بطولة الدوري؛ يسجّل الحَكَم غيابًا بدلًا منها',
  'round: the tournament has {rounds} rounds, not {round}': 'round: عدد جولات البطولة {rounds} وليس {round}',
  'Round {round} is already paired; its byes can no longer change': 'الجولة {round} مقرونة بالفعل؛ لم يعد بالإمكان تغيير استراحاتها',
  'This tournament takes no half-point bye requests from players; ask the arbiter': 'لا تقبل هذه البطولة طلبات الاستراحة بنصف نقطة من اللاعبين؛ راجع الحَكَم',
  'You already have {count, plural, one {# half-point bye} other {# half-point byes}}, the most this tournament allows ({limit}); ask the arbiter':
    'لديك بالفعل {count, plural, zero {# استراحة} one {استراحة واحدة} two {استراحتان} few {# استراحات} many {# استراحة} other {# استراحة}} بنصف نقطة، وهو الحدّ الأقصى في هذه البطولة ({limit})؛ راجع الحَكَم',
} satisfies Translations;
