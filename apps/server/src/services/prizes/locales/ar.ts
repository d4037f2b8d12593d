import type { Translations } from '@kingside/contract';

export default {
  'the file is over the {size} MB limit (no exceptions)': 'يتجاوز الملف حد {size} ميغابايت (بلا استثناء)',
  'choose the CSV or XLSX file of prize winners (field "file"); every field is optional except that one and tournamentId':
    'اختر ملف الفائزين بالجوائز بصيغة CSV أو XLSX (الحقل «file»)؛ كل الحقول اختيارية ما عدا هذا وtournamentId',
  'Prize categories': 'فئات الجوائز',
  'Prize structure': 'هيكل الجوائز',
  'Prize structure saved': 'حُفظ هيكل الجوائز',
  'Category {category} saved': 'حُفظت الفئة {category}',
  'Prize list published': 'نُشرت قائمة الجوائز',
  'Prize list no longer public': 'لم تعد قائمة الجوائز علنية',
  'Prize list': 'قائمة الجوائز',
  'The prize list is not published yet': 'لم تُنشر قائمة الجوائز بعد',
  'Prize winners': 'الفائزون بالجوائز',
  '{count, plural, one {# prize awarded} other {# prizes awarded}}':
    '{count, plural, zero {لم تُمنح أي جائزة} one {مُنحت جائزة واحدة} two {مُنحت جائزتان} few {مُنحت # جوائز} many {مُنحت # جائزة} other {مُنحت # جائزة}}',
  'Prize changed': 'عُدّلت الجائزة',
  Overall: 'الترتيب العام',
  'Every player': 'كل اللاعبين',
  'Best woman': 'أفضل لاعبة',
  'Women and girls': 'النساء والفتيات',
  'Under {age}': 'تحت {age} سنة',
  'Born in {year} or later': 'المولودون في {year} أو بعدها',
  '{age} and over': '{age} سنة فأكثر',
  'Born in {year} or earlier': 'المولودون في {year} أو قبلها',
  'Below {rating}': 'تصنيف أقل من {rating}',
  'Rated 1–{rating}': 'تصنيف من 1 إلى {rating}',
  'Best unrated': 'أفضل لاعب غير مصنَّف',
  'Players without a rating': 'اللاعبون بلا تصنيف',
  'Best of {club}': 'أفضل لاعب من {club}',
  'Members of {club}': 'أعضاء {club}',
  'Best of {federation}': 'أفضل لاعب من {federation}',
  'Players of the federation {federation}': 'لاعبو الاتحاد {federation}',
  'Best of the region': 'أفضل لاعب في المنطقة',
  'Players of the region’s federations: keep only those that make the region': 'لاعبو اتحادات المنطقة: أبقِ فقط الاتحادات التي تتكوّن منها المنطقة',
  'Custom prize': 'جائزة مخصّصة',
  'Name it and add the conditions a player must meet': 'سمِّها وأضف الشروط التي يجب أن يستوفيها اللاعب',
  '{count, plural, one {order: no player has the start number {numbers}} other {order: no player has the start numbers {numbers}}}':
    '{count, plural, zero {order: لا يحمل أي لاعب أرقام البداية {numbers}} one {order: لا يحمل أي لاعب رقم البداية {numbers}} two {order: لا يحمل أي لاعب رقمَي البداية {numbers}} few {order: لا يحمل أي لاعب أرقام البداية {numbers}} many {order: لا يحمل أي لاعب أرقام البداية {numbers}} other {order: لا يحمل أي لاعب أرقام البداية {numbers}}}',
  'order: {player} is not tied with anyone on points and every tie-break after round {round}':
    'order: {player} غير متعادل مع أحد في النقاط وفي كل معايير كسر التعادل بعد الجولة {round}',
  '{count, plural, one {order: {players} is not tied with {player} on points and every tie-break after round {round}} other {order: {players} are not tied with {player} on points and every tie-break after round {round}}}':
    '{count, plural, zero {order: {players} غير متعادلين مع {player} في النقاط وفي كل معايير كسر التعادل بعد الجولة {round}} one {order: {players} غير متعادل مع {player} في النقاط وفي كل معايير كسر التعادل بعد الجولة {round}} two {order: {players} غير متعادلَين مع {player} في النقاط وفي كل معايير كسر التعادل بعد الجولة {round}} few {order: {players} غير متعادلين مع {player} في النقاط وفي كل معايير كسر التعادل بعد الجولة {round}} many {order: {players} غير متعادلين مع {player} في النقاط وفي كل معايير كسر التعادل بعد الجولة {round}} other {order: {players} غير متعادلين مع {player} في النقاط وفي كل معايير كسر التعادل بعد الجولة {round}}}',
  '{count, plural, one {order: {players} is tied with them too: rank every tied player} other {order: {players} are tied with them too: rank every tied player}}':
    '{count, plural, zero {order: {players} متعادلون معهم أيضًا: رتّب كل اللاعبين المتعادلين} one {order: {players} متعادل معهم أيضًا: رتّب كل اللاعبين المتعادلين} two {order: {players} متعادلان معهم أيضًا: رتّب كل اللاعبين المتعادلين} few {order: {players} متعادلون معهم أيضًا: رتّب كل اللاعبين المتعادلين} many {order: {players} متعادلون معهم أيضًا: رتّب كل اللاعبين المتعادلين} other {order: {players} متعادلون معهم أيضًا: رتّب كل اللاعبين المتعادلين}}',
  'No round is paired yet: nobody is tied': 'لم تُقرَن أي جولة بعد: لا أحد متعادل',
  'Round {round} is waiting for results: rank tied players once its standings count it':
    'الجولة {round} بانتظار النتائج: رتّب اللاعبين المتعادلين بعد أن يحتسبها الترتيب',
  'tournament_id: not the tournament of the address': 'tournament_id: ليست البطولة التي في العنوان',
  'category: the structure already has 50 categories': 'category: في الهيكل 50 فئة بالفعل',
  'There are no winners to publish yet: compute or upload them first': 'لا فائزين لنشرهم بعد: احسبهم أو ارفعهم أولًا',
  'Team places': 'مراكز الفرق',
  'The teams in the order of the final team standings': 'الفرق بحسب الترتيب النهائي للفرق',
  'Board {board}': 'الرقعة {board}',
  'Best performance rating on board {board}, from at least {count, plural, one {# game} other {# games}} played over the board':
    'أفضل تصنيف أداء على الرقعة {board}، من {count, plural, zero {# شوط} one {شوط واحد} two {شوطين} few {# أشواط} many {# شوطًا} other {# شوط}} على الأقل لُعبت على الرقعة',
  '{field}: {category}: board prizes are for team events': '{field}: {category}: جوائز الرقعات خاصة ببطولات الفرق',
  '{field}: {category}: team places are for team events': '{field}: {category}: مراكز الفرق خاصة ببطولات الفرق',
  '{field}: {category}: team places have no board': '{field}: {category}: مراكز الفرق ليست لها رقعة',
  "{field}: {category}: a team category tests the team's {fields}, not {given}": '{field}: {category}: فئة الفرق تفحص {fields} للفريق، لا {given}',
  "{field}: {category}: a team event's prizes are team places (kind team) or board prizes (kind board, with its board)":
    '{field}: {category}: جوائز بطولة الفرق هي مراكز الفرق (kind team) أو جوائز الرقعات (kind board، مع رقعتها)',
  '{field}: {category}: a board prize has no conditions, only its board and minimum of games':
    '{field}: {category}: جائزة الرقعة بلا شروط، فقط رقعتها والحد الأدنى من الأشواط',
  '{field}: {category}: the matches have {count, plural, one {# board} other {# boards}}':
    '{field}: {category}: في المباريات {count, plural, zero {# رقعة} one {رقعة واحدة} two {رقعتان} few {# رقعات} many {# رقعة} other {# رقعة}}',
  '{missing, select, category {the sheet has no category column} place {the sheet has no place column} other {the sheet has no category or place column}}; every column is optional except Category, Place and one naming the player':
    '{missing, select, category {لا عمود للفئة في الجدول} place {لا عمود للمركز في الجدول} other {لا عمود للفئة ولا للمركز في الجدول}}؛ كل الأعمدة اختيارية ما عدا Category وPlace وعمودًا يسمّي اللاعب',
  'no column names the player; every column is optional except Category, Place and one of Start no, FIDE ID or Name':
    'لا عمود يسمّي اللاعب؛ كل الأعمدة اختيارية ما عدا Category وPlace وواحدًا من Start no أو FIDE ID أو Name',
  "''{text}'' is not an amount above 0": '«{text}» ليس مبلغًا أكبر من 0',
  "''{text}'' has more than two decimals": '«{text}» فيه أكثر من منزلتين عشريتين',
  "''{text}'' is not an amount (e.g. 5000 or 2500.50)": '«{text}» ليس مبلغًا (مثل 5000 أو 2500.50)',
  'a category is required': 'الفئة مطلوبة',
  "''{text}'' is not a category of the prize structure ({categories})": '«{text}» ليست فئة في هيكل الجوائز ({categories})',
  "{category} is won by teams: a sheet gives players' prizes; change a team's place on the winners list":
    '{category} تفوز بها الفرق: الجدول يحدد جوائز اللاعبين؛ غيّر مركز الفريق في قائمة الفائزين',
  'a place is required': 'المركز مطلوب',
  "''{text}'' is not a place (1, 2, …)": '«{text}» ليس مركزًا (1، 2، …)',
  "no player has the start number ''{number}''": 'لا يحمل أي لاعب رقم البداية «{number}»',
  "no player of the tournament has the FIDE id ''{fideId}''": 'لا يحمل أي لاعب في البطولة معرّف FIDE «{fideId}»',
  "{count, plural, one {# player is called ''{name}''} other {# players are called ''{name}''}}; give the start number":
    '{count, plural, zero {لا لاعب اسمه «{name}»} one {لاعب واحد اسمه «{name}»} two {لاعبان اسمهما «{name}»} few {# لاعبين اسمهم «{name}»} many {# لاعبًا اسمهم «{name}»} other {# لاعب اسمهم «{name}»}}؛ أعطِ رقم البداية',
  "no player of the tournament is called ''{name}''": 'لا لاعب في البطولة اسمه «{name}»',
  'the player is required': 'اللاعب مطلوب',
  "''{given}'' is {name}, but ''{first}'' is {player}": '«{given}» هو {name}، لكن «{first}» هو {player}',
  'the structure has no amount for {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}; give one':
    'لا مبلغ في الهيكل للمركز {place, selectordinal, other {#}} في {category}؛ أعطِ مبلغًا',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} is already given in row {row}':
    'المركز {place, selectordinal, other {#}} في {category} مذكور بالفعل في الصف {row}',
  '{name} already has a prize in row {row} (one prize per player)': 'لدى {name} جائزة بالفعل في الصف {row} (جائزة واحدة لكل لاعب)',
  'Upload failed: prizes go to players of a tournament under way; no sheet is taken before round 1, without exception':
    'فشل الرفع: الجوائز للاعبي بطولة جارية؛ لا يُقبل أي جدول قبل الجولة 1، بلا استثناء',
  'Upload failed: save the prize structure first; no sheet is taken except against its categories':
    'فشل الرفع: احفظ هيكل الجوائز أولًا؛ لا يُقبل جدول إلا وفق فئاته',
  '{count, plural, one {# prize} other {# prizes}} ready to upload':
    'جاهز للرفع: {count, plural, zero {# جائزة} one {جائزة واحدة} two {جائزتان} few {# جوائز} many {# جائزة} other {# جائزة}}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, decided offline ({file}, row {row})':
    '{category}، المركز {place, selectordinal, other {#}}: {name}، تقرّر خارج النظام ({file}، الصف {row})',
  'Uploaded from {file}, row {row}': 'رُفع من {file}، الصف {row}',
  '{count, plural, one {# prize} other {# prizes}} uploaded':
    'رُفع: {count, plural, zero {# جائزة} one {جائزة واحدة} two {جائزتان} few {# جوائز} many {# جائزة} other {# جائزة}}',
  '{count, plural, one {Payouts have started for # prize} other {Payouts have started for # prizes}}; {doing, select, structure {changing the prize structure} compute {computing the winners again} upload {replacing the winners} other {ranking tied players again}} would lose them. Change single awards instead':
    '{count, plural, zero {بدأ صرف # جائزة} one {بدأ صرف جائزة واحدة} two {بدأ صرف جائزتين} few {بدأ صرف # جوائز} many {بدأ صرف # جائزة} other {بدأ صرف # جائزة}}؛ و{doing, select, structure {تغيير هيكل الجوائز} compute {إعادة حساب الفائزين} upload {استبدال الفائزين} other {إعادة ترتيب اللاعبين المتعادلين}} سيُضيّعها. عدّل الجوائز واحدة واحدة بدلًا من ذلك',
  'Prizes go by the final standings: finish the tournament first': 'تُمنح الجوائز وفق الترتيب النهائي: أنهِ البطولة أولًا',
  'Save a prize structure with at least one category first': 'احفظ أولًا هيكل جوائز فيه فئة واحدة على الأقل',
  'The prize structure has no category {category}': 'لا فئة {category} في هيكل الجوائز',
  '{field}: {name} already holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} (one prize per team)':
    '{field}: لدى {name} بالفعل المركز {place, selectordinal, other {#}} في {category} (جائزة واحدة لكل فريق)',
  '{field}: {name} already holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} (one prize per player)':
    '{field}: لدى {name} بالفعل المركز {place, selectordinal, other {#}} في {category} (جائزة واحدة لكل لاعب)',
  "playerId: this is a team's place: give another team (teamId)": 'playerId: هذا مركز فريق: أعطِ فريقًا آخر (teamId)',
  'teamId: not a team of this tournament': 'teamId: ليس فريقًا في هذه البطولة',
  "teamId: this prize is a player's: give another player (playerId)": 'teamId: هذه الجائزة للاعب: أعطِ لاعبًا آخر (playerId)',
  'playerId: not a player of this tournament': 'playerId: ليس لاعبًا في هذه البطولة',
  'Prize winner not found': 'الفائز بالجائزة غير موجود',
  'The payout of this prize is under way ({status}); it can no longer be changed': 'صرف هذه الجائزة جارٍ ({status})؛ لم يعد تعديلها ممكنًا',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {amount}, set by the organiser: {reason}':
    '{category}، المركز {place, selectordinal, other {#}}: {name}، {amount}، حدّده المنظم: {reason}',
  '{points, plural, one {# match point} other {# match points}}':
    '{points, plural, zero {# نقطة مباراة} one {نقطة مباراة واحدة} two {نقطتا مباراة} few {# نقاط مباراة} many {# نقطة مباراة} other {# نقطة مباراة}}',
  '{points, plural, one {# game point} other {# game points}}':
    '{points, plural, zero {# نقطة أشواط} one {نقطة أشواط واحدة} two {نقطتا أشواط} few {# نقاط أشواط} many {# نقطة أشواط} other {# نقطة أشواط}}',
  '{points, plural, one {# point} other {# points}}': '{points, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}}',
  'places {places} pooled and split equally': 'جُمعت مبالغ المراكز {places} وقُسّمت بالتساوي',
  'half of each of places {places} kept by tie-break order, the other halves pooled and split equally (Hort system)':
    'يُحتفظ بنصف كل من المراكز {places} حسب ترتيب كسر التعادل، وتُجمع الأنصاف الأخرى وتُقسّم بالتساوي (نظام هورت)',
  'nobody is eligible for this category': 'لا أحد مؤهل لهذه الفئة',
  'every eligible team withdrew': 'انسحبت كل الفرق المؤهلة',
  'every eligible player withdrew': 'انسحب كل اللاعبين المؤهلين',
  'every eligible team already holds a prize of at least this value': 'لدى كل فريق مؤهل بالفعل جائزة بهذه القيمة على الأقل',
  'every eligible player already holds a prize of at least this value': 'لدى كل لاعب مؤهل بالفعل جائزة بهذه القيمة على الأقل',
  'placed {order}, below {name} ({winnerOrder})': 'في المركز {order}، بعد {name} ({winnerOrder})',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {points}, {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the standings':
    '{category}، المركز {place, selectordinal, other {#}}: {name}، {points}، المركز {order, selectordinal, other {#}} في الترتيب',
  'placed above: {holders}': 'من جاؤوا قبله: {holders}',
  '{count, plural, one {{names} withdrew} other {{names} withdrew}}':
    '{count, plural, zero {انسحب {names}} one {انسحب {names}} two {انسحب {names}} few {انسحب {names}} many {انسحب {names}} other {انسحب {names}}}',
  'tied on {points} with {others}: {how}': 'متعادل عند {points} مع {others}: {how}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {points}, {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the standings, tied with {others}: {how}':
    '{category}، المركز {place, selectordinal, other {#}}: {name}، {points}، المركز {order, selectordinal, other {#}} في الترتيب، متعادل مع {others}: {how}',
  '{name}, no performance rating, {percentage}% from {played, plural, one {# game} other {# games}}':
    '{name}، بلا تصنيف أداء، {percentage}% من {played, plural, zero {# شوط} one {شوط واحد} two {شوطين} few {# أشواط} many {# شوطًا} other {# شوط}}',
  '{name}, {percentage}%, no performance rating from {played, plural, one {# game} other {# games}}':
    '{name}، {percentage}%، بلا تصنيف أداء، من {played, plural, zero {# شوط} one {شوط واحد} two {شوطين} few {# أشواط} many {# شوطًا} other {# شوط}}',
  '{name}, performance {performance}, {percentage}% from {played, plural, one {# game} other {# games}}':
    '{name}، الأداء {performance}، {percentage}% من {played, plural, zero {# شوط} one {شوط واحد} two {شوطين} few {# أشواط} many {# شوطًا} other {# شوط}}',
  '{name}, {percentage}%, performance {performance} from {played, plural, one {# game} other {# games}}':
    '{name}، {percentage}%، الأداء {performance} من {played, plural, zero {# شوط} one {شوط واحد} two {شوطين} few {# أشواط} many {# شوطًا} other {# شوط}}',
  'places {places} shared by the Hort system': 'قُسّمت المراكز {places} وفق نظام هورت',
  'nobody played on board {board}': 'لم يلعب أحد على الرقعة {board}',
  'nobody eligible played {count, plural, one {# game} other {# games}} on board {board}':
    'لم يلعب أي لاعب مؤهل {count, plural, zero {# شوط} one {شوطًا واحدًا} two {شوطين} few {# أشواط} many {# شوطًا} other {# شوط}} على الرقعة {board}',
  '{name} played {played} of the {needed, plural, one {# game} other {# games}} needed':
    'لعب {name} {played} من {needed, plural, zero {# شوط مطلوب} one {الشوط المطلوب} two {الشوطين المطلوبين} few {# أشواط مطلوبة} many {# شوطًا مطلوبًا} other {# شوط مطلوب}}',
  'placed {place} on board {board}, below {name} ({winnerPlace})': 'في المركز {place} على الرقعة {board}، بعد {name} ({winnerPlace})',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {row}': '{category}، المركز {place, selectordinal, other {#}}: {row}',
  'passed over: {players}': 'تم تخطّي: {players}',
  'equal with {others}: {how}': 'متساوٍ مع {others}: {how}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {row}, equal with {others}: {how}':
    '{category}، المركز {place, selectordinal, other {#}}: {row}، متساوٍ مع {others}: {how}',
  '{name} holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}':
    'لدى {name} المركز {place, selectordinal, other {#}} في {category}',
  'Upload failed: {problem} (field {field}); no field is required except tournamentId and file':
    'فشل الرفع: {problem} (الحقل {field})؛ لا حقل مطلوب سوى tournamentId وfile',
  'send the form as multipart/form-data, with the sheet in the field "file"; every other field is text except that one':
    'أرسل النموذج بصيغة multipart/form-data والجدول في الحقل «file»؛ كل الحقول الأخرى نصية',
  'send one sheet, in the field "file"; no other file is taken, except that one': 'أرسل جدولاً واحداً في الحقل «file»؛ لا يُقبل أي ملف آخر',
  'columns "{first}" and "{second}" both hold the {field}; remove every one of them except one':
    'العمودان «{first}» و«{second}» يحملان كلاهما الحقل {field}؛ احذف كل الأعمدة إلا واحداً',
  'column {number}': 'العمود {number}',
  'Row {row}: {problem}': 'الصف {row}: {problem}',
  'Row {row}, column {column}: {problem}': 'الصف {row}، العمود {column}: {problem}',
  'column {column}: {problem}': 'العمود {column}: {problem}',
  'Upload failed: {reason}. Every row was refused, without exception': 'فشل الرفع: {reason}. رُفضت كل الصفوف بلا استثناء',
  'Cannot upload yet: every row is fine except {list}': 'لا يمكن الرفع بعد: كل الصفوف سليمة ما عدا {list}',
  'Upload failed: every row is fine except {list}. Nothing was saved': 'فشل الرفع: كل الصفوف سليمة ما عدا {list}. لم يُحفظ شيء',
  'row {row} ({problem})': 'الصف {row} ({problem})',
  '{first}, {second}, {third} and {more, plural, one {# more row} other {# more rows}}':
    '{first}، {second}، {third} و{more, plural, zero {# صفوف أخرى} one {صف آخر} two {صفّان آخران} few {# صفوف أخرى} many {# صفاً آخر} other {# صف آخر}}',
  '{first}, {second} and {third}': '{first}، {second} و{third}',
  '{first} and {second}': '{first} و{second}',
  '{first}; {rest}': '{first}؛ {rest}',
} satisfies Translations;
