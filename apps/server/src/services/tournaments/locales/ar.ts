import type { Translations } from '@kingside/contract';

export default {
  'Split into {count, plural, one {# section} other {# sections}}':
    'قُسّمت إلى {count, plural, zero {# أقسام} one {قسم واحد} two {قسمين} few {# أقسام} many {# قسماً} other {# قسم}}',
  'The tournament left FIDE mode in round {round}': 'غادرت البطولة وضع FIDE في الجولة {round}',
  '{name} expelled': 'طُرد {name}',
  'Prohibited pairings': 'الإقرانات المحظورة',
  'Prohibited pairing added': 'أُضيف إقران محظور',
  'Prohibited pairing removed': 'أُزيل الإقران المحظور',
  'Ratings per round': 'التصنيفات لكل جولة',
  'Rating entered': 'أُدخل التصنيف',
  'Rating removed': 'أُزيل التصنيف',
  'Players {players} ranked by the arbiter after round {round}': 'رتّب الحَكَم اللاعبين {players} بعد الجولة {round}',
  'Tournament config': 'إعدادات البطولة',
  'Tournament config saved': 'حُفظت إعدادات البطولة',
  'Tournament created': 'أُنشئت البطولة',
  'Tournament already created': 'البطولة مُنشأة بالفعل',
  'Tournament imported': 'استُوردت البطولة',
  Tournaments: 'البطولات',
  Statistics: 'الإحصاءات',
  Tournament: 'البطولة',
  'Tournament updated': 'حُدّثت البطولة',
  'The tournament left FIDE mode in round {round}; it cannot go back': 'غادرت البطولة وضع FIDE في الجولة {round}؛ لا يمكنها العودة',
  'Leaving FIDE mode: It cannot be undone: the tournament stays out of FIDE mode to its end. The round it happens in is written into the TRF export (FIDE rating report) as a comment. Every admin page and export marks the tournament as not run in FIDE mode. Actions FIDE mode refuses (warning level 5) become possible.':
    'مغادرة وضع FIDE: لا يمكن التراجع عنها: تبقى البطولة خارج وضع FIDE حتى نهايتها. تُكتب الجولة التي يحدث فيها ذلك تعليقًا في تصدير TRF (تقرير تصنيف FIDE). تُعلِّم كل صفحة إدارة وكل تصدير البطولة بأنها لم تُدَر في وضع FIDE. تصبح الإجراءات التي يرفضها وضع FIDE (مستوى التحذير 5) ممكنة.',
  'Expelling {name}: The player is not paired again in this tournament; a board already paired for them stands, for its result. A Swiss removes the player from its standings, prizes and the TRF ranks; their opponents keep the games played against them for their tie-breaks. The expulsion, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment. It cannot be undone: the player cannot be brought back into the tournament.':
    'طرد {name}: لن يُقرَن اللاعب مجددًا في هذه البطولة؛ وتبقى الرقعة المُقرَنة له من قبل قائمة لأجل نتيجتها. يُزيل النظام السويسري اللاعب من الترتيب والجوائز ومراتب TRF؛ ويحتفظ خصومه بالمباريات التي لعبوها ضده لكسر التعادل. يُكتب الطرد، مع الجولة التي حدث فيها، تعليقًا في تصدير TRF (تقرير تصنيف FIDE). لا يمكن التراجع عنه: لا يمكن إعادة اللاعب إلى البطولة.',
  'Prohibited pairings keep players apart; a team event pairs teams, and its boards come from the lineups':
    'الإقرانات المحظورة تُبعد لاعبين عن بعضهم؛ أما بطولة الفرق فتُقرن فرقًا، ورقعها مأخوذة من التشكيلات',
  'Prohibited pairings apply to a Swiss tournament; a round robin pairs everyone with everyone':
    'تنطبق الإقرانات المحظورة على البطولة السويسرية؛ أما الدوري فيُقرن الجميع مع الجميع',
  'Prohibited pairings: round {round} is paired; they are entered before round 1': 'الإقرانات المحظورة: الجولة {round} مُقرَنة؛ تُدخل قبل الجولة 1',
  'lastRound: the tournament has {rounds} rounds': 'lastRound: للبطولة {rounds} جولات',
  'entryIds: a player named is not in this tournament': 'entryIds: أحد اللاعبين المذكورين ليس في هذه البطولة',
  'Prohibited pairing not found': 'لم يُعثر على الإقران المحظور',
  'unratedRating: give the rating unrated players count with, or choose none': 'unratedRating: أدخل التصنيف الذي يُحتسب للاعبين غير المصنّفين، أو اختر لا شيء',
  'ratingMethod: changing the rating method ({from} → {to}). Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.':
    'ratingMethod: تغيير طريقة التصنيف ({from} → {to}). الجولة 1 مُقرَنة: تتغيّر تصنيفات البطولة، ومعها أرقام الإقران ما دام تغييرها ممكنًا (حتى الجولة 3)، وكل كاسر تعادل قائم على التصنيف (ARO، TPR، PTP، APRO، APPO) سبق عرضه.',
  'ratingMethod: changing the rating unrated players count with. Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.':
    'ratingMethod: تغيير التصنيف الذي يُحتسب للاعبين غير المصنّفين. الجولة 1 مُقرَنة: تتغيّر تصنيفات البطولة، ومعها أرقام الإقران ما دام تغييرها ممكنًا (حتى الجولة 3)، وكل كاسر تعادل قائم على التصنيف (ARO، TPR، PTP، APRO، APPO) سبق عرضه.',
  'fromRound: the tournament has {rounds} rounds': 'fromRound: للبطولة {rounds} جولات',
  'playerId: the player is not in this tournament': 'playerId: اللاعب ليس في هذه البطولة',
  'Rating not found': 'لم يُعثر على التصنيف',
  'A tournament can only be split before round 1 is paired': 'لا يمكن تقسيم البطولة إلا قبل إقران الجولة 1',
  '{field}: section {section} would have {count, plural, one {# player} other {# players}}; a section needs at least 2':
    '{field}: سيكون في القسم {section} {count, plural, zero {# لاعب} one {لاعب واحد} two {لاعبان} few {# لاعبين} many {# لاعبًا} other {# لاعب}}؛ يحتاج القسم إلى 2 على الأقل',
  'tiebreaks: round {round} is paired; changing the tie-breaks ({from} → {to}) now: Every standings list, printout and prize ranking is ranked again by the new tie-breaks, those already shown included. Players told their place may find it changed. The change, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment.':
    'tiebreaks: الجولة {round} مُقرَنة؛ تغيير كسر التعادل ({from} → {to}) الآن: يُعاد ترتيب كل ترتيب عام ومطبوعة وترتيب جوائز بكسر التعادل الجديد، بما في ذلك ما عُرض من قبل. قد يجد اللاعبون الذين عرفوا مراكزهم أنها تغيّرت. يُكتب التغيير، مع الجولة التي يحدث فيها، تعليقًا في تصدير TRF (تقرير تصنيف FIDE).',
  '{field}: {code} is a team tie-break; an individual event ranks by individual ones':
    '{field}: {code} كاسر تعادل للفرق؛ البطولة الفردية تُرتّب بكواسر تعادل فردية',
  '{field}: the primary score always ranks first; list only the tie-breaks after it':
    '{field}: النتيجة الأساسية تأتي أولًا دائمًا؛ اذكر كواسر التعادل التي تليها فقط',
  '{field}: points always rank first; list only the tie-breaks after them': '{field}: النقاط تأتي أولًا دائمًا؛ اذكر كواسر التعادل التي تليها فقط',
  'tiebreaks: {code} is listed twice': 'tiebreaks: {code} مذكور مرتين',
  'Club not found': 'النادي غير موجود',
  'You do not manage this club': 'أنت لا تدير هذا النادي',
  'clubId: a club membership tournament belongs to a club': 'clubId: بطولة أعضاء النادي تتبع ناديًا',
  '{field}: {field, select, system {The pairing system} initialColour {The initial colour} boards {The number of boards} teamScoring {The team scoring} other {The rating used}} cannot change once round 1 is paired; revert round 1 first':
    '{field}: لا يمكن تغيير {field, select, system {نظام الإقران} initialColour {اللون الابتدائي} boards {عدد الرقع} teamScoring {احتساب نقاط الفرق} other {التصنيف المستخدم}} بعد إقران الجولة 1؛ تراجع عن الجولة 1 أولًا',
  'acceleration: round {round} is paired; the acceleration is chosen before round 1': 'acceleration: الجولة {round} مُقرَنة؛ يُختار التسريع قبل الجولة 1',
  'rounds: a round robin has as many rounds as its Berger table': 'rounds: للدوري عدد جولات جدول برجر الخاص به',
  'rounds: round {round} is already paired; revert rounds first to have fewer': 'rounds: الجولة {round} مُقرَنة بالفعل؛ تراجع عن جولات أولًا لتقليل عددها',
  'rounds: a Swiss needs its number of rounds': 'rounds: تحتاج البطولة السويسرية إلى عدد جولاتها',
  'endDate: the end date is before the start date': 'endDate: تاريخ النهاية قبل تاريخ البداية',
  'boards: boards, team scoring and a lineup deadline are for team events only': 'boards: الرقع واحتساب نقاط الفرق وموعد التشكيلات خاصة ببطولات الفرق فقط',
  'Only organisers and admins manage tournaments': 'لا يدير البطولات إلا المنظمون والمشرفون',
  'trf: the match points (362): {problem}': 'trf: نقاط المباراة (362): {problem}',
  'trf: the pairing-allocated bye is worth {matchPoints} match points and {gamePoints} game points (320); Kingside counts it as a drawn match, {drawMatchPoints} and {drawGamePoints} (C.04.6 art. 1.4)':
    'trf: قيمة استراحة الإقران {matchPoints} نقاط مباراة و{gamePoints} نقاط أشواط (320)؛ يحتسبها Kingside مباراة تعادل، {drawMatchPoints} و{drawGamePoints} (C.04.6 المادة 1.4)',
  "trf: team {team}'s name holds {found}, an invisible or direction-changing character; remove it and import again":
    'trf: يحتوي اسم الفريق {team} على {found}، وهو محرف غير مرئي أو يغيّر اتجاه الكتابة؛ احذفه وأعد الاستيراد',
  'trf: two teams are named "{name}" (310); a team\'s name is its own in an event': 'trf: فريقان يحملان الاسم "{name}" (310)؛ لكل فريق اسمه الخاص في البطولة',
  'trf: team {team} wins its boards of round {round} by forfeit against no team; a match forfeited as a whole is a 330 record':
    'trf: يفوز الفريق {team} برقعه في الجولة {round} بالغياب دون فريق منافس؛ المباراة المحسومة بالغياب كاملة سجلّ 330',
  'trf: a team event has 1 to {max} boards per match; the file has {boards}': 'trf: لبطولة الفرق من 1 إلى {max} رقع لكل مباراة؛ وفي الملف {boards}',
  'trf: the boards’ colours (352) do not alternate from white on board 1, which is how Kingside gives them (C.04.6 art. 4)':
    'trf: ألوان الرقع (352) لا تتناوب بدءًا بالأبيض على الرقعة 1، وهي الطريقة التي يعطيها بها Kingside (C.04.6 المادة 4)',
  'trf: player {player} has a {result} bye in round {round}, which Kingside does not record':
    'trf: لدى اللاعب {player} استراحة {result} في الجولة {round}، ولا يسجّلها Kingside',
  'trf: round {round} pairs {player} with {opponent}, who does not have them as opponent':
    'trf: تُقرن الجولة {round} اللاعب {player} مع {opponent}، الذي لا يذكره خصمًا له',
  'trf: round {round}, {player} against {opponent}: results {result} and {opponentResult} do not go together':
    'trf: الجولة {round}، {player} ضد {opponent}: النتيجتان {result} و{opponentResult} لا تتوافقان',
  "trf: {what, select, name {the tournament name (012)} city {the city (022)} chiefArbiter {the chief arbiter (102)} deputy {a deputy arbiter (112)} other {player {player}'s name}} holds {found}, an invisible or direction-changing character; remove it and import again":
    'trf: {what, select, name {يحتوي اسم البطولة (012)} city {تحتوي المدينة (022)} chiefArbiter {يحتوي اسم الحَكَم الرئيسي (102)} deputy {يحتوي اسم حَكَم مساعد (112)} other {يحتوي اسم اللاعب {player}}} على {found}، وهو محرف غير مرئي أو يغيّر اتجاه الكتابة؛ احذفه وأعد الاستيراد',
  'trf: the point system must be in half points from 0 to 10': 'trf: يجب أن يكون نظام النقاط بأنصاف النقاط من 0 إلى 10',
  'trf: the file has no players (001 lines)': 'trf: لا يحتوي الملف على لاعبين (أسطر 001)',
  'trf: the file gives no number of rounds (142 or XXR) and records none': 'trf: لا يذكر الملف عدد الجولات (142 أو XXR) ولا يسجّل أي جولة',
} satisfies Translations;
