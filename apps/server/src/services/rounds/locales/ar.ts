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
} satisfies Translations;
