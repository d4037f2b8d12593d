import type { Translations } from '@kingside/contract';

export default {
  '{count, plural, one {# player found} other {# players found}}':
    '{count, plural, zero {لم يُعثر على أي لاعب} one {عُثر على لاعب واحد} two {عُثر على لاعبَين} few {عُثر على # لاعبين} many {عُثر على # لاعبًا} other {عُثر على # لاعب}}',
  'No rating list has been imported yet': 'لم تُستورد أي قائمة تصنيف بعد',
  'Rating list of {date}': 'قائمة التصنيف بتاريخ {date}',
  'Send the list as multipart/form-data, in the field "file"': 'أرسل القائمة بصيغة multipart/form-data في الحقل "file"',
  'Send one list file, in the field "file"': 'أرسل ملف قائمة واحدًا في الحقل "file"',
  '{field}: {problem}': '{field}: {problem}',
  'The file name must not contain a NUL character': 'يجب ألا يحتوي اسم الملف على المحرف NUL',
  'Choose the list file to upload (field "file")': 'اختر ملف القائمة المراد رفعه (الحقل "file")',
  'The import has started': 'بدأ الاستيراد',
  'No such import': 'لا يوجد استيراد كهذا',
  'The list is imported': 'استُوردت القائمة',
  'The import failed; the previous list is still in use': 'فشل الاستيراد؛ وما زالت القائمة السابقة مستخدمة',
  Importing: 'جارٍ الاستيراد',
  'An import of the rating list is running already; wait for it to finish': 'يجري استيراد لقائمة التصنيف بالفعل؛ انتظر حتى ينتهي',
  'The tournament has finished; its players can no longer change': 'انتهت البطولة؛ لم يعد تغيير لاعبيها ممكنًا',
  'No FIDE rating list has been imported yet; an admin imports one under Admin → FIDE list':
    'لم تُستورد أي قائمة تصنيف FIDE بعد؛ يستوردها المسؤول من الإدارة ← قائمة تصنيف FIDE',
  'Every player matches the list of {date}; nothing changed': 'كل اللاعبين مطابقون لقائمة {date}؛ لم يتغيّر شيء',
  '{count, plural, one {# player updated from the list of {date}; pairing numbers recomputed} other {# players updated from the list of {date}; pairing numbers recomputed}}':
    '{count, plural, zero {لم يُحدَّث أي لاعب من قائمة {date}؛ أُعيد حساب أرقام الإقران} one {حُدِّث لاعب واحد من قائمة {date}؛ أُعيد حساب أرقام الإقران} two {حُدِّث لاعبان من قائمة {date}؛ أُعيد حساب أرقام الإقران} few {حُدِّث # لاعبين من قائمة {date}؛ أُعيد حساب أرقام الإقران} many {حُدِّث # لاعبًا من قائمة {date}؛ أُعيد حساب أرقام الإقران} other {حُدِّث # لاعب من قائمة {date}؛ أُعيد حساب أرقام الإقران}}',
  '{count, plural, one {# player updated from the list of {date}} other {# players updated from the list of {date}}}':
    '{count, plural, zero {لم يُحدَّث أي لاعب من قائمة {date}} one {حُدِّث لاعب واحد من قائمة {date}} two {حُدِّث لاعبان من قائمة {date}} few {حُدِّث # لاعبين من قائمة {date}} many {حُدِّث # لاعبًا من قائمة {date}} other {حُدِّث # لاعب من قائمة {date}}}',
  'Every player matches the list of {date}': 'كل اللاعبين مطابقون لقائمة {date}',
  '{count, plural, one {# player would change with the list of {date}} other {# players would change with the list of {date}}}':
    '{count, plural, zero {لن يتغيّر أي لاعب مع قائمة {date}} one {سيتغيّر لاعب واحد مع قائمة {date}} two {سيتغيّر لاعبان مع قائمة {date}} few {سيتغيّر # لاعبين مع قائمة {date}} many {سيتغيّر # لاعبًا مع قائمة {date}} other {سيتغيّر # لاعب مع قائمة {date}}}',
  '{count, plural, one {# player not on the list (kept as entered)} other {# players not on the list (kept as entered)}}':
    '{count, plural, zero {لا يوجد لاعب خارج القائمة} one {لاعب واحد ليس في القائمة (أُبقي كما أُدخل)} two {لاعبان ليسا في القائمة (أُبقيا كما أُدخلا)} few {# لاعبين ليسوا في القائمة (أُبقوا كما أُدخلوا)} many {# لاعبًا ليسوا في القائمة (أُبقوا كما أُدخلوا)} other {# لاعب ليسوا في القائمة (أُبقوا كما أُدخلوا)}}',
  '{first}; {rest}': '{first}؛ {rest}',
} satisfies Translations;
