import type { Translations } from '@kingside/contract';

export default {
  'Round {round} paired': 'تم إقران الجولة {round}',
  'The pairing of round {round} was cancelled': 'أُلغي إقران الجولة {round}',
  'Round {round} pairing reverted': 'تم التراجع عن إقران الجولة {round}',
  Pairings: 'الإقرانات',
  'Pairing added': 'أُضيف الإقران',
  'Pairing added, against FIDE rules: {warnings}': 'أُضيف الإقران خلافًا لقواعد FIDE: {warnings}',
  'Editing the pairings of round {round}': 'جارٍ تعديل إقرانات الجولة {round}',
  "Round {round} differs from the engine's pairing": 'تختلف الجولة {round} عن إقران المحرّك',
  "Round {round} is the engine's pairing": 'الجولة {round} مطابقة لإقران المحرّك',
  'Pairings of round {round} validated': 'تم اعتماد إقرانات الجولة {round}',
  'Pairing removed': 'أُزيل الإقران',
  'Results saved': 'حُفظت النتائج',
  'Results saved; round {round} is scored': 'حُفظت النتائج؛ اكتملت نتائج الجولة {round}',
  'Result history': 'سجل النتائج',
  'Tie-breaks explained': 'شرح كسر التعادل',
  'Round {round} started': 'بدأت الجولة {round}',
  'Round {round} closed: every board had a result': 'أُغلقت الجولة {round}: كانت لكل رقعة نتيجة',
  'Round {round} closed: {count, plural, one {# board} other {# boards}} without a result scored -/-':
    'أُغلقت الجولة {round}: سُجّلت -/- على {count, plural, zero {# رقعة} one {رقعة واحدة} two {رقعتين} few {# رقع} many {# رقعة} other {# رقعة}} بلا نتيجة',
  'Tournament finished': 'انتهت البطولة',
  'Why round {round} is paired as it is': 'لماذا أُقرنت الجولة {round} هكذا',
  "Why round {round}'s matches are as they are": 'لماذا مباريات الجولة {round} على هذا النحو',
  'Check-in for round {round} has not been held: open it and close it before pairing, or turn check-in off':
    'لم يُجرَ تسجيل الحضور للجولة {round}: افتحه وأغلقه قبل الإقران، أو أوقف تسجيل الحضور',
  'Check-in for round {round} is still open: close it before pairing': 'تسجيل الحضور للجولة {round} ما زال مفتوحًا: أغلقه قبل الإقران',
  'The pairing of round {round} is in progress; wait for it, or cancel it': 'إقران الجولة {round} جارٍ؛ انتظره أو ألغِه',
  'The pairing needed more than its memory limit of {megabytes} MB and was stopped': 'تجاوز الإقران حدّ الذاكرة البالغ {megabytes} ميغابايت فأُوقف',
  'The pairing was cancelled': 'أُلغي الإقران',
  'The pairing took longer than its limit of {seconds} s and was stopped': 'استغرق الإقران أكثر من حدّه البالغ {seconds} ثانية فأُوقف',
  'The pairing engine stopped unexpectedly ({detail})': 'توقّف محرّك الإقران بشكل غير متوقع ({detail})',
  '{count, plural, one {board {boards}} other {boards {boards}}}':
    '{count, plural, zero {الرقع {boards}} one {الرقعة {boards}} two {الرقعتان {boards}} few {الرقع {boards}} many {الرقع {boards}} other {الرقع {boards}}}',
  '{what}; confirm it to go ahead (confirmation "confirmed")': '{what}؛ أكّد للمتابعة (confirmation "confirmed")',
  '{what}; confirm it twice to go ahead (confirmation "confirmed-twice")': '{what}؛ أكّد مرتين للمتابعة (confirmation "confirmed-twice")',
  '{what}: refused in FIDE mode; only leaving FIDE mode (for good) allows it': '{what}: مرفوض في وضع FIDE؛ لا يُسمح به إلا بمغادرة وضع FIDE (نهائيًا)',
  '{first}; {rest}': '{first}؛ {rest}',
  "{reason}; the engine's pairing of round {round} could not be made, validate again": '{reason}؛ تعذّر إقران المحرّك للجولة {round}، اعتمد مرة أخرى',
  'Pair every player of round {round} first: {names} not paired': 'أقرِن أولًا كل لاعبي الجولة {round}: {names} بلا إقران',
  "A team event's boards come from the teams' lineups; change a lineup, or record a match forfeit, instead":
    'رقع بطولة الفرق مأخوذة من تشكيلات الفرق؛ غيّر تشكيلة، أو سجّل غياب فريق عن المباراة بدلًا من ذلك',
  'No round is paired yet': 'لم تُقرَن أي جولة بعد',
  'Only the current round (round {round}) can be changed by hand': 'لا يمكن تعديل سوى الجولة الحالية (الجولة {round}) يدويًا',
  'Round {round} is scored; pair round {next} instead': 'اكتملت نتائج الجولة {round}؛ أقرِن الجولة {next} بدلًا منها',
  'Round {round}\'s pairings are not being edited; choose "Edit pairings" first': 'إقرانات الجولة {round} ليست قيد التعديل؛ اختر "Edit pairings" أولًا',
  '{first} and {second} have already played each other (round {round}; FIDE C.04.1 art. 2)':
    'سبق أن تقابل {first} و{second} (الجولة {round}؛ FIDE C.04.1 المادة 2)',
  '{first} and {second} may not be paired in round {round} (FIDE C.04.1 art. 2)': 'لا يجوز إقران {first} و{second} في الجولة {round} (FIDE C.04.1 المادة 2)',
  "{name} has already had the pairing-allocated bye or a win's points without playing (FIDE C.04.1 art. 4)":
    'سبق أن نال {name} استراحة الإقران أو نقاط فوز دون لعب (FIDE C.04.1 المادة 4)',
  'Round {round} already has a pairing-allocated bye ({name}; FIDE C.04.1 art. 3)': 'في الجولة {round} استراحة إقران بالفعل ({name}؛ FIDE C.04.1 المادة 3)',
  '{name} would have {count} more whites than blacks (FIDE C.04.1 art. 6)': 'سيكون لدى {name} أبيض أكثر من الأسود بـ{count} (FIDE C.04.1 المادة 6)',
  '{name} would have {count} more blacks than whites (FIDE C.04.1 art. 6)': 'سيكون لدى {name} أسود أكثر من الأبيض بـ{count} (FIDE C.04.1 المادة 6)',
  '{name} would have white three times running (FIDE C.04.1 art. 7)': 'سيلعب {name} بالأبيض ثلاث مرات متتالية (FIDE C.04.1 المادة 7)',
  '{name} would have black three times running (FIDE C.04.1 art. 7)': 'سيلعب {name} بالأسود ثلاث مرات متتالية (FIDE C.04.1 المادة 7)',
  '{first} and {second} both get the colour opposite to the one due to them (FIDE C.04.3 art. 5)':
    'يحصل {first} و{second} كلاهما على اللون المعاكس للّون المستحق لهما (FIDE C.04.3 المادة 5)',
  '{name} has withdrawn': 'انسحب {name}',
  'Pairing not added: {warnings}': 'لم يُضَف الإقران: {warnings}',
  'Pairing not added, against FIDE rules: {warnings}': 'لم يُضَف الإقران، خلافًا لقواعد FIDE: {warnings}',
  'black: a player cannot play themselves': 'black: لا يمكن للاعب أن يلعب ضد نفسه',
  '{field}: no such player in this tournament': '{field}: لا يوجد لاعب كهذا في هذه البطولة',
  '{field}: {expelled}, and an expelled player is not paired again': '{field}: {expelled}، واللاعب المطرود لا يُقرَن مجددًا',
  '{field}: {name} is already {kind, select, game {paired on board {board}} pairing_bye {on board {board} (pairing bye)} half_point_bye {on board {board} (half point bye)} full_point_bye {on board {board} (full point bye)} zero_point_bye {on board {board} (zero point bye)} forfeit_win {on board {board} (forfeit win)} absent {on board {board} (absent)} other {on board {board}}}; remove that pairing first':
    '{field}: {name} {kind, select, game {مُقرَن بالفعل على الرقعة {board}} pairing_bye {على الرقعة {board} بالفعل (استراحة الإقران)} half_point_bye {على الرقعة {board} بالفعل (استراحة بنصف نقطة)} full_point_bye {على الرقعة {board} بالفعل (استراحة بنقطة كاملة)} zero_point_bye {على الرقعة {board} بالفعل (استراحة بلا نقاط)} forfeit_win {على الرقعة {board} بالفعل (فوز بالغياب)} absent {على الرقعة {board} بالفعل (غائب)} other {على الرقعة {board} بالفعل}}؛ احذف ذلك الإقران أولًا',
  'board: round {round} has no board {board}': 'board: لا توجد في الجولة {round} رقعة {board}',
  'board: board {board} has a result ({result}); it can no longer be removed': 'board: للرقعة {board} نتيجة ({result})؛ لم يعد حذفها ممكنًا',
  'Not paired in round {round}: {names}': 'بلا إقران في الجولة {round}: {names}',
  'The round robin has {rounds} rounds': 'للدوري {rounds} جولات',
  'The pairing of round {round} was cancelled; nothing was saved': 'أُلغي إقران الجولة {round}؛ لم يُحفظ شيء',
  'The players of round {round} changed while it was being paired; nothing was saved, pair it again':
    'تغيّر لاعبو الجولة {round} أثناء إقرانها؛ لم يُحفظ شيء، أعد الإقران',
  '{reason}; round {round} stays unpaired, pair it again': '{reason}؛ تبقى الجولة {round} بلا إقران، أعد الإقران',
  'No pairing is in progress': 'لا يجري أي إقران',
  'Round {round} is already paired': 'الجولة {round} مُقرَنة بالفعل',
  'Pair round {round} first': 'أقرِن الجولة {round} أولًا',
  'The tournament has {rounds} rounds; change the number of rounds to pair more': 'للبطولة {rounds} جولات؛ غيّر عدد الجولات لإقران المزيد',
  'Start round {round} and enter its results first': 'ابدأ الجولة {round} وأدخل نتائجها أولًا',
  'Enter every result of round {round} first ({boards} without a result)': 'أدخل أولًا كل نتائج الجولة {round} ({boards} بلا نتيجة)',
  'At least two players must be available to pair round {round} ({available} available)':
    'يلزم توفر لاعبَين على الأقل لإقران الجولة {round} (المتوفرون: {available})',
  'No valid pairing exists for round {round}: no pairing of the {available} available players meets the FIDE absolute criteria (no two players meet twice, nobody gets a second bye or a win without playing); enter more players, or end the tournament after round {previous}':
    'لا يوجد إقران صالح للجولة {round}: لا يستوفي أي إقران للاعبين المتوفرين ({available}) المعايير المطلقة لـ FIDE (لا يتقابل لاعبان مرتين، ولا ينال أحد استراحة ثانية أو فوزًا دون لعب)؛ أضف لاعبين، أو أنهِ البطولة بعد الجولة {previous}',
  '{count, plural, one {pairing number {numbers}} other {pairing numbers {numbers}}} left out':
    '{count, plural, zero {أرقام الإقران {numbers} مُستبعدة} one {رقم الإقران {numbers} مُستبعد} two {رقما الإقران {numbers} مُستبعدان} few {أرقام الإقران {numbers} مُستبعدة} many {أرقام الإقران {numbers} مُستبعدة} other {أرقام الإقران {numbers} مُستبعدة}}',
  '{numbers} seated twice': '{numbers} أُجلسوا مرتين',
  '{numbers} not available': '{numbers} غير متوفرين',
  'No valid pairing exists for round {round}: the Dutch pairing does not seat every available player exactly once ({why}); nothing was saved':
    'لا يوجد إقران صالح للجولة {round}: الإقران الهولندي لا يُجلس كل لاعب متوفر مرة واحدة بالضبط ({why})؛ لم يُحفظ شيء',
  'A round robin needs at least two players ({available} available)': 'يحتاج الدوري إلى لاعبَين على الأقل (المتوفرون: {available})',
  "Round {round} differs from the engine's pairing ({boards} not the engine's); the change is written into the TRF export as ### MPA":
    'تختلف الجولة {round} عن إقران المحرّك ({boards} ليست من المحرّك)؛ يُكتب التغيير في تصدير TRF بصيغة ### MPA',
  "Round {round}'s pairings changed while they were being validated; nothing was saved, validate again":
    'تغيّرت إقرانات الجولة {round} أثناء اعتمادها؛ لم يُحفظ شيء، اعتمد مرة أخرى',
  '{field}: board {board} was changed meanwhile by {by}: it now has no result, yours is {yours}. Nothing was saved; keep no result, or enter {yours} again to replace it':
    '{field}: غيّر {by} الرقعة {board} في الأثناء: لم تعد لها نتيجة، ونتيجتك {yours}. لم يُحفظ شيء؛ اتركها بلا نتيجة، أو أدخل {yours} مجددًا لاستبدالها',
  '{field}: board {board} was changed meanwhile by {by}: it now has {theirs}, yours is {yours}. Nothing was saved; keep {theirs}, or enter {yours} again to replace it':
    '{field}: غيّر {by} الرقعة {board} في الأثناء: نتيجتها الآن {theirs}، ونتيجتك {yours}. لم يُحفظ شيء؛ أبقِ {theirs}، أو أدخل {yours} مجددًا لاستبدالها',
  '{field}: board {board} was changed meanwhile: it now has no result, yours is {yours}. Nothing was saved; keep no result, or enter {yours} again to replace it':
    '{field}: تغيّرت الرقعة {board} في الأثناء: لم تعد لها نتيجة، ونتيجتك {yours}. لم يُحفظ شيء؛ اتركها بلا نتيجة، أو أدخل {yours} مجددًا لاستبدالها',
  '{field}: board {board} was changed meanwhile: it now has {theirs}, yours is {yours}. Nothing was saved; keep {theirs}, or enter {yours} again to replace it':
    '{field}: تغيّرت الرقعة {board} في الأثناء: نتيجتها الآن {theirs}، ونتيجتك {yours}. لم يُحفظ شيء؛ أبقِ {theirs}، أو أدخل {yours} مجددًا لاستبدالها',
  'Start round {round} first (trigger-round-start)': 'ابدأ الجولة {round} أولًا (trigger-round-start)',
  '{field}: board {board} is listed twice': '{field}: الرقعة {board} مذكورة مرتين',
  '{field}: round {round} has no board {board}': '{field}: لا توجد في الجولة {round} رقعة {board}',
  '{field}: board {board} is a bye or an absence; its score is fixed': '{field}: الرقعة {board} استراحة أو غياب؛ نتيجتها ثابتة',
  'Only the last paired round (round {round}) can be reverted': 'لا يمكن التراجع إلا عن آخر جولة مُقرَنة (الجولة {round})',
  'Round {round} already has {count, plural, one {# result} other {# results}}; it can no longer be reverted':
    'للجولة {round} بالفعل {count, plural, zero {# نتيجة} one {نتيجة واحدة} two {نتيجتان} few {# نتائج} many {# نتيجة} other {# نتيجة}}؛ لم يعد التراجع عنها ممكنًا',
  'Pair round 1 first': 'أقرِن الجولة 1 أولًا',
  'Round {round} has already started': 'بدأت الجولة {round} بالفعل',
  'Round {round} is over; pair round {next} first': 'انتهت الجولة {round}؛ أقرِن الجولة {next} أولًا',
  "Round {round}'s pairings are being edited; validate them first": 'إقرانات الجولة {round} قيد التعديل؛ اعتمدها أولًا',
  'Publish the lineups of round {round} first': 'انشر تشكيلات الجولة {round} أولًا',
  'Start round {round} first': 'ابدأ الجولة {round} أولًا',
  'Round {round} is already scored': 'اكتملت نتائج الجولة {round} بالفعل',
  'The tournament has already finished': 'انتهت البطولة بالفعل',
  'Enter every result of round {round} first': 'أدخل أولًا كل نتائج الجولة {round}',
  'Pair round {round} first (the tournament has {rounds} rounds)': 'أقرِن الجولة {round} أولًا (للبطولة {rounds} جولات)',
  'At least two teams with players must be available to pair round {round} ({available} available)':
    'يلزم توفر فريقين على الأقل فيهما لاعبون لإقران الجولة {round} (المتوفرة: {available})',
  'No legal pairing exists for round {round}: {reason}; withdraw a team, or end the event after round {previous}':
    'لا يوجد إقران نظامي للجولة {round}: {reason}؛ اسحب فريقًا، أو أنهِ البطولة بعد الجولة {previous}',
  'A team round robin needs at least two teams ({available} available)': 'يحتاج دوري الفرق إلى فريقين على الأقل (المتوفرة: {available})',
  'This is an individual Swiss: ask why-this-pairing': 'هذه بطولة سويسرية فردية: اطلب why-this-pairing',
  'Round {round} follows the Berger table (FIDE C.05 Annex 1); there is no Swiss pairing to explain':
    'تتبع الجولة {round} جدول برجر (FIDE C.05 الملحق 1)؛ لا يوجد إقران سويسري لشرحه',
  'Round {round} was not paired by the engine here (it was imported): there is no record of its pairing to explain':
    'لم يُقرِن المحرّك الجولة {round} هنا (لقد استُوردت): لا يوجد سجل لإقرانها لشرحه',
  'Round {round} pairs teams: ask why-these-matches': 'الجولة {round} تُقرن فرقًا: اطلب why-these-matches',
  "Round {round} follows the round robin's Berger table (FIDE C.05 Annex 1); there is no Swiss pairing to explain":
    'تتبع الجولة {round} جدول برجر للدوري (FIDE C.05 الملحق 1)؛ لا يوجد إقران سويسري لشرحه',
  "Round {round} was not paired by the engine here (it was imported, or paired before the engine's reasons were kept): there is no record of its pairing to explain":
    'لم يُقرِن المحرّك الجولة {round} هنا (لقد استُوردت، أو أُقرنت قبل حفظ أسباب المحرّك): لا يوجد سجل لإقرانها لشرحه',
  'This API needs the application key in the {header} header or the {query} query parameter':
    'تحتاج واجهة API هذه إلى مفتاح التطبيق في الترويسة {header} أو في معامل الاستعلام {query}',
  'This address already follows {count} live streams, the most one address may hold open at once; close a page that follows a tournament live and reload':
    'يتابع هذا العنوان بالفعل {count} من البثوث المباشرة، وهو أقصى ما يمكن لعنوان واحد إبقاؤه مفتوحًا في آن واحد؛ أغلق صفحة تتابع بطولة مباشرة وأعد التحميل',
  Standings: 'الترتيب',
  'No player has the start number {number}': 'لا يحمل أي لاعب رقم البداية {number}',
  'Team {number}': 'الفريق {number}',
  '{count, plural, one {{points} match point} other {{points} match points}}':
    '{count, plural, zero {{points} نقطة مباريات} one {{points} نقطة مباريات} two {{points} نقطة مباريات} few {{points} نقاط مباريات} many {{points} نقطة مباريات} other {{points} نقطة مباريات}}',
  '{count, plural, one {{points} game point} other {{points} game points}}':
    '{count, plural, zero {{points} نقطة أدوار} one {{points} نقطة أدوار} two {{points} نقطة أدوار} few {{points} نقاط أدوار} many {{points} نقطة أدوار} other {{points} نقطة أدوار}}',
  '{count, plural, one {{points} point} other {{points} points}}':
    '{count, plural, zero {{points} نقطة} one {{points} نقطة} two {{points} نقطة} few {{points} نقاط} many {{points} نقطة} other {{points} نقطة}}',
  'grant both colour preferences': 'تلبية تفضيلَي اللون كليهما',
  'grant the stronger colour preference (of two absolute ones, the wider colour difference)':
    'تلبية تفضيل اللون الأقوى (ومن بين تفضيلين مطلقين، صاحب فرق الألوان الأكبر)',
  'alternate the colours from the most recent round in which the two had different colours':
    'مبادلة الألوان انطلاقًا من أحدث جولة كان فيها للاعبَين لونان مختلفان',
  "grant the higher ranked player's colour preference": 'تلبية تفضيل اللون للاعب الأعلى ترتيبًا',
  'the higher ranked player gets the initial colour with an odd pairing number, the other colour with an even one':
    'ينال اللاعب الأعلى ترتيبًا اللون الابتدائي إذا كان رقم إقرانه فرديًا، واللون الآخر إذا كان زوجيًا',
  '{player} has no colour preference': 'ليس لدى {player} تفضيل لون',
  '{player} is due {colour, select, w {white} other {black}} ({strength, select, absolute {absolute} strong {strong} other {mild}} preference)':
    'يستحق {player} {colour, select, w {الأبيض} other {الأسود}} (تفضيل {strength, select, absolute {مطلق} strong {قوي} other {خفيف}})',
  '{player} is due {colour, select, w {white} other {black}} ({strength, select, absolute {absolute} strong {strong} other {mild}} preference, colour difference {difference})':
    'يستحق {player} {colour, select, w {الأبيض} other {الأسود}} (تفضيل {strength, select, absolute {مطلق} strong {قوي} other {خفيف}}، فرق الألوان {difference})',
  '{whitePreference}; {blackPreference}. Both preferences are granted (C.04.3 art. 5.2.1: {rule}).':
    '{whitePreference}؛ {blackPreference}. يُلبّى التفضيلان كلاهما (C.04.3 المادة 5.2.1: {rule}).',
  '{whitePreference}; {blackPreference}. {player} has the stronger preference and gets {colour, select, w {white} other {black}} (C.04.3 art. 5.2.2: {rule}).':
    '{whitePreference}؛ {blackPreference}. لدى {player} التفضيل الأقوى فينال {colour, select, w {الأبيض} other {الأسود}} (C.04.3 المادة 5.2.2: {rule}).',
  '{whitePreference}; {blackPreference}: the same colour, with preferences of equal strength. Going back to the latest round in which they had different colours, each now gets the other one (C.04.3 art. 5.2.3: {rule}).':
    '{whitePreference}؛ {blackPreference}: اللون نفسه، بتفضيلين متساويين في القوة. بالرجوع إلى آخر جولة كان لهما فيها لونان مختلفان، ينال كلٌّ منهما الآن اللون الآخر (C.04.3 المادة 5.2.3: {rule}).',
  '{whitePreference}; {blackPreference}: the same colour, with preferences of equal strength and the same colour history. {higher}, the higher ranked, gets the preference, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.4: {rule}).':
    '{whitePreference}؛ {blackPreference}: اللون نفسه، بتفضيلين متساويين في القوة وبتاريخ الألوان نفسه. ينال {higher}، الأعلى ترتيبًا، تفضيله: {colour, select, w {الأبيض} other {الأسود}} (C.04.3 المادة 5.2.4: {rule}).',
  'Neither has a colour preference. {higher}, the higher ranked, has pairing number {number} (odd) and gets the initial colour, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.5: {rule}).':
    'ليس لأيٍّ منهما تفضيل لون. رقم إقران {higher}، الأعلى ترتيبًا، هو {number} (فردي)، فينال اللون الابتدائي: {colour, select, w {الأبيض} other {الأسود}} (C.04.3 المادة 5.2.5: {rule}).',
  'Neither has a colour preference. {higher}, the higher ranked, has pairing number {number} (even) and gets the colour opposite to the initial one, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.5: {rule}).':
    'ليس لأيٍّ منهما تفضيل لون. رقم إقران {higher}، الأعلى ترتيبًا، هو {number} (زوجي)، فينال اللون المعاكس للّون الابتدائي: {colour, select, w {الأبيض} other {الأسود}} (C.04.3 المادة 5.2.5: {rule}).',
  '{player} floats down: nobody in the bracket may play them under the absolute criteria (C.04.3 C1–C3: they have already met, the pairing is prohibited, or both have the same absolute colour preference).':
    'ينزل {player}: لا يجوز لأحد في المجموعة أن يلاعبه وفق المعايير المطلقة (C.04.3 C1–C3: سبق أن تقابلا، أو الإقران ممنوع، أو لكليهما تفضيل اللون المطلق نفسه).',
  "{player} floats down: the bracket has an odd number of players ({size}), so one of them must float; the quality criteria and the bracket's order (C.04.3 art. 2–3) chose {player}.":
    'ينزل {player}: في المجموعة عدد فردي من اللاعبين ({size})، فلا بد أن ينزل أحدهم؛ وقد اختارت معايير الجودة وترتيب المجموعة (C.04.3 المادة 2–3) {player}.',
  '{player} floats down although a partner was free in the bracket: pairing them here would have left players below unpairable (C.04.3 C4, completion) or moved the bye to a higher score than necessary (C5).':
    'ينزل {player} مع أن شريكًا كان متاحًا في المجموعة: كان إقرانه هنا سيترك لاعبين أدنى دون إقران ممكن (C.04.3 C4، الاكتمال) أو سينقل الاستراحة إلى نتيجة أعلى من اللازم (C5).',
  '{player} floats down: {count, plural, one {the player {player} could meet in the bracket ({opponents}) is needed} other {the players {player} could meet in the bracket ({opponents}) are each needed}} for another pair, in the pairing that pairs the whole round (C.04.3 C4) with the most pairs in this bracket (C6).':
    'ينزل {player}: {count, plural, one {اللاعب الذي كان بوسع {player} ملاقاته في المجموعة ({opponents}) مطلوب} two {كلٌّ من اللاعبَين اللذين كان بوسع {player} ملاقاتهما في المجموعة ({opponents}) مطلوب} other {كلٌّ من اللاعبين الذين كان بوسع {player} ملاقاتهم في المجموعة ({opponents}) مطلوب}} لزوج آخر، في الإقران الذي يقرن الجولة كلها (C.04.3 C4) بأكبر عدد من الأزواج في هذه المجموعة (C6).',
  '{lower} floats up to play {higher}, moved down with {points}: moved-down players are paired first, each with the highest resident the criteria allow (C.04.3 art. 3).':
    'يصعد {lower} لملاقاة {higher}، النازل بـ{points}: يُقرن النازلون أولًا، كلٌّ مع أعلى لاعب مقيم تسمح به المعايير (C.04.3 المادة 3).',
  '{player} ({points}) gets the pairing-allocated bye: the player left over once everyone else is paired, from the lowest score that allows it, and allowed to have it (C.04.3 C2, C4, C5).':
    'ينال {player} ({points}) استراحة الإقران: هو اللاعب المتبقي بعد إقران الجميع، من أدنى نتيجة تسمح بذلك، ويحق له نيلها (C.04.3 C2, C4, C5).',
  "{player} has already had the pairing-allocated bye or a win's points without playing, and may not have it again (C.04.3 C2).":
    'سبق أن نال {player} استراحة الإقران أو نقاط فوز دون لعب، فلا يجوز له نيلها مجددًا (C.04.3 C2).',
  '{player} has fewer points, but no pairing of everybody else leaves a player with that score over: the bye goes to the lowest score it can (C.04.3 C4, C5).':
    'لدى {player} نقاط أقل، لكن لا إقران لكل الآخرين يُبقي لاعبًا بهذه النتيجة: تذهب الاستراحة إلى أدنى نتيجة ممكنة (C.04.3 C4, C5).',
  '{player} has as many points but more unplayed games ({unplayed} against {assigneeUnplayed} for {assignee}): the bye goes to the player with the fewest (C.04.3 C9).':
    'لدى {player} النقاط نفسها لكن أدوارًا غير ملعوبة أكثر ({unplayed} مقابل {assigneeUnplayed} لـ{assignee}): تذهب الاستراحة إلى اللاعب صاحب الأقل (C.04.3 C9).',
  "{player} has as many points; the pairing that pairs {player} and leaves {assignee} over comes first on the quality criteria and then in the bracket's order (C.04.3 art. 2–3).":
    'لدى {player} النقاط نفسها؛ والإقران الذي يقرن {player} ويُبقي {assignee} يأتي أولًا وفق معايير الجودة ثم وفق ترتيب المجموعة (C.04.3 المادة 2–3).',
  'before either team has played, the first team gets the initial colour with an odd TPN, the other colour with an even one':
    'قبل أن يلعب أيٌّ من الفريقين، ينال الفريق الأول اللون الابتدائي إذا كان TPN فرديًا، واللون الآخر إذا كان زوجيًا',
  'grant the only colour preference': 'تلبية تفضيل اللون الوحيد',
  'type B: grant the only strong colour preference': 'النوع B: تلبية تفضيل اللون القوي الوحيد',
  'white to the team with the lower colour difference': 'الأبيض للفريق صاحب فرق الألوان الأصغر',
  'alternate the colours from the latest round in which the two had different colours': 'مبادلة الألوان انطلاقًا من آخر جولة كان فيها للفريقين لونان مختلفان',
  "grant the first team's colour preference": 'تلبية تفضيل اللون للفريق الأول',
  "alternate the first team's colour from its last match": 'مبادلة لون الفريق الأول عن مباراته الأخيرة',
  "give the first team the other team's colour of its last match": 'إعطاء الفريق الأول لون الفريق الآخر في مباراته الأخيرة',
  'the higher score': 'النتيجة الأعلى',
  'the same score and the higher secondary score': 'النتيجة نفسها والنتيجة الثانوية الأعلى',
  'the same scores and the smaller TPN': 'النتائج نفسها وTPN الأصغر',
  'no other team can have it and leave the rest pairable': 'لا يمكن لأي فريق آخر نيلها مع بقاء الباقين قابلين للإقران',
  'of the teams whose bye leaves the rest pairable, it has the lowest score': 'من بين الفرق التي تُبقي استراحتُها الباقين قابلين للإقران، له أدنى نتيجة',
  'of the lowest scores whose bye leaves the rest pairable, it has played the most matches':
    'من بين أدنى النتائج التي تُبقي استراحتُها الباقين قابلين للإقران، لعب أكثر المباريات',
  'of the teams left equal by score and matches played, it has the largest TPN': 'من بين الفرق المتساوية في النتيجة والمباريات الملعوبة، له أكبر TPN',
  'the otherwise first choice has a team that floated in the previous round (C.04.6 C7)':
    'الاختيار الأول لولا ذلك فيه فريق انتقل بين المجموعات في الجولة السابقة (C.04.6 C7)',
  'it lets the following scoregroup be paired with as few upfloaters of its own as can be (C.04.6 C6)':
    'يسمح هذا الاختيار بإقران مجموعة النقاط التالية بأقل عدد ممكن من الصاعدين منها (C.04.6 C6)',
  'it has the highest scores that leave a legal pairing (C.04.6 C5)': 'لهذا الاختيار أعلى النتائج التي تُبقي إقرانًا نظاميًا (C.04.6 C5)',
  'the sets before it leave no legal pairing of the bracket or of the teams below (C.04.6 C1, C3)':
    'الاختيارات السابقة لهذا الاختيار لا تُبقي إقرانًا نظاميًا للمجموعة أو للفرق الأدنى (C.04.6 C1, C3)',
  'it is the first set in the order of art. 3.5: the highest placed teams below': 'هو الاختيار الأول بترتيب المادة 3.5: الفرق الأعلى مركزًا في الأسفل',
  '{team} has no colour preference': 'ليس لدى {team} تفضيل لون',
  '{team} has no colour preference (colour difference {difference})': 'ليس لدى {team} تفضيل لون (فرق الألوان {difference})',
  '{team} is due {colour, select, w {white} other {black}} ({strength, select, strong {strong} other {mild}} preference, {met, select, yes {met} other {not met}})':
    'يستحق {team} {colour, select, w {الأبيض} other {الأسود}} (تفضيل {strength, select, strong {قوي} other {خفيف}}، {met, select, yes {مُلبّى} other {غير مُلبّى}})',
  '{team} is due {colour, select, w {white} other {black}} ({strength, select, strong {strong} other {mild}} preference, colour difference {difference}, {met, select, yes {met} other {not met}})':
    'يستحق {team} {colour, select, w {الأبيض} other {الأسود}} (تفضيل {strength, select, strong {قوي} other {خفيف}}، فرق الألوان {difference}، {met, select, yes {مُلبّى} other {غير مُلبّى}})',
  '{team} ({points}) gets the pairing-allocated bye: {reason} (C.04.6 art. {step}).':
    'ينال {team} ({points}) استراحة الإقران: {reason} (C.04.6 المادة {step}).',
  '{count, plural, one {{teams} would come first, but with its bye} other {{teams} would come first, but with their bye}} the other teams could not all be paired without a rematch or a forbidden pair (C.04.6 art. 3.4.1).':
    '{count, plural, one {كان {teams} سيأتي أولًا، لكن باستراحته} other {كانت {teams} ستأتي أولًا، لكن باستراحة أيٍّ منها}} لا يمكن إقران الفرق الأخرى كلها دون مباراة مكررة أو زوج ممنوع (C.04.6 المادة 3.4.1).',
  '{count, plural, one {{teams} may not have it: it has already had} other {{teams} may not have it: each has already had}} a pairing-allocated bye, a match won by forfeit or a full-point bye (C.04.6 C2).':
    '{count, plural, one {لا يجوز أن ينالها {teams}: سبق أن نال} other {لا يجوز أن ينالها {teams}: سبق لكلٍّ منها أن نال}} استراحة إقران، أو مباراة فاز بها بالغياب، أو استراحة بنقطة كاملة (C.04.6 C2).',
  'The scoregroup has an odd number of teams, so one team floats up into the bracket of {points}: {teams}, because {reason}.':
    'في مجموعة النقاط عدد فردي من الفرق، لذا يصعد فريق واحد إلى مجموعة {points}: {teams}، والسبب: {reason}.',
  'Its teams cannot be paired among themselves with fewer, so {count, plural, one {# team floats} other {# teams float}} up (C.04.6 C4) into the bracket of {points}: {teams}, because {reason}.':
    'لا يمكن إقران فرقها فيما بينها بعدد أقل، لذا {count, plural, one {يصعد فريق واحد} two {يصعد فريقان} few {تصعد # فرق} many {يصعد # فريقًا} other {يصعد # فريق}} (C.04.6 C4) إلى مجموعة {points}: {teams}، والسبب: {reason}.',
  '{count, plural, one {# upfloater} other {# upfloaters}} that floated in the previous round (C7)':
    'صاعدون انتقلوا بين المجموعات في الجولة السابقة: {count, plural, other {#}} (C7)',
  '{count, plural, one {# match} other {# matches}} leaving a colour preference unmet (C8)': 'مباريات تترك تفضيل لون غير مُلبّى: {count, plural, other {#}} (C8)',
  '{count, plural, one {# of them a strong preference} other {# of them strong preferences}} of type B (C9)':
    'منها بتفضيل قوي من النوع B: {count, plural, other {#}} (C9)',
  '{count, plural, one {# upfloater} other {# upfloaters}} against a team that floated in the previous round (C10)':
    'صاعدون في مواجهة فريق انتقل بين المجموعات في الجولة السابقة: {count, plural, other {#}} (C10)',
  'No legal pairing of the bracket does better: {unmet}.': 'لا يوجد إقران نظامي للمجموعة أفضل من هذا: {unmet}.',
  '{whitePreference}; {blackPreference}. {first} is the first team, with {firstRule} (C.04.6 art. {firstArticle}). {white} has white on board 1: {rule} (C.04.6 art. {article}).':
    '{whitePreference}؛ {blackPreference}. {first} هو الفريق الأول، إذ له {firstRule} (C.04.6 المادة {firstArticle}). لـ{white} الأبيض على الرقعة 1: {rule} (C.04.6 المادة {article}).',
} satisfies Translations;
