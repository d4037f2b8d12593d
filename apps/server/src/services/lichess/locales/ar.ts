import type { Translations } from '@kingside/contract';

export default {
  'Access was not granted on lichess': 'لم يُمنح الوصول على lichess',
  'An Arena has no rounds here: it finishes when lichess ends it, read from lichess': 'لا جولات للـ Arena هنا: تنتهي عندما ينهيها lichess، وتُقرأ منه',
  'Arena standings': 'ترتيب الـ Arena',
  'Clock time must be one of {choices} seconds': 'يجب أن يكون وقت الساعة أحد هذه القيم: {choices} ثانية',
  'Connect your lichess account first (Account → Connect lichess)': 'اربط حسابك على lichess أولًا (الحساب ← ربط lichess)',
  'Connected to lichess as {username}': 'متصل بـ lichess باسم {username}',
  'Continue on lichess': 'تابع على lichess',
  'Increment must be one of {choices} seconds': 'يجب أن تكون الزيادة أحد هذه القيم: {choices} ثانية',
  'Lichess asked Kingside to slow down; try again in {seconds} seconds': 'طلب lichess من Kingside الإبطاء؛ حاول مجددًا بعد {seconds} ثانية',
  'Lichess could not be reached just now ({reason}); try again in a few minutes': 'تعذّر الوصول إلى lichess الآن ({reason})؛ حاول بعد بضع دقائق',
  'Lichess did not accept the authorization ({reason})': 'لم يقبل lichess التفويض ({reason})',
  'Lichess did not give the game {game}: {reason}': 'لم يُعطِ lichess المباراة {game}: {reason}',
  'Lichess did not revoke the token ({reason}); try again': 'لم يُلغِ lichess الرمز ({reason})؛ حاول مجددًا',
  'Lichess disconnected': 'فُصل lichess',
  'Lichess games': 'مباريات lichess',
  'Lichess is not connected': 'lichess غير متصل',
  'Lichess made {games} games for {boards} boards': 'أنشأ lichess {games} مباراة لـ {boards} رقعة',
  'Lichess no longer accepts your connection (the token was revoked or has expired): connect lichess again':
    'لم يعد lichess يقبل اتصالك (أُلغي الرمز أو انتهت صلاحيته): اربط lichess من جديد',
  'Lichess refused the pairing: {reason}': 'رفض lichess الاقتران: {reason}',
  'Lichess refused the tournament — {reasons}': 'رفض lichess البطولة — {reasons}',
  'Lichess refused to export the Swiss: {reason}': 'رفض lichess تصدير البطولة السويسرية: {reason}',
  'Lichess refused to give the Arena: {reason}': 'رفض lichess إعطاء الـ Arena: {reason}',
  'Lichess refused to give the tournament: {reason}': 'رفض lichess إعطاء البطولة: {reason}',
  'Lichess refused: {reason}': 'رفض lichess: {reason}',
  "Lichess's TRF export could not be read: {reason}": 'تعذّرت قراءة تصدير TRF من lichess: {reason}',
  'No such tournament': 'لا توجد بطولة كهذه',
  'Not on lichess': 'ليست على lichess',
  'On lichess': 'على lichess',
  'Read from lichess: {players} players in the Arena standings': 'قُرئ من lichess: {players} لاعبًا في ترتيب الـ Arena',
  'Read from lichess: {players} players, {rounds, plural, one {# round} other {# rounds}}':
    'قُرئ من lichess: {players} لاعبًا، {rounds, plural, zero {لا جولات} one {جولة واحدة} two {جولتان} few {# جولات} many {# جولة} other {# جولة}}',
  'Round {round} cannot go to lichess yet. {why}.': 'لا يمكن إرسال الجولة {round} إلى lichess بعد. {why}.',
  'Round {round} has no games to play': 'لا مباريات للعب في الجولة {round}',
  'Round {round} is already on lichess': 'الجولة {round} على lichess بالفعل',
  'Round {round} is not paired yet': 'الجولة {round} لم تُقرَن بعد',
  'Round {round} was not played on lichess': 'لم تُلعب الجولة {round} على lichess',
  'Round {round}: {count, plural, one {# game} other {# games}} on lichess':
    'الجولة {round}: {count, plural, zero {لا مباريات} one {مباراة واحدة} two {مباراتان} few {# مباريات} many {# مباراة} other {# مباراة}} على lichess',
  'Round {round}: {count, plural, one {# result} other {# results}} from lichess, {pending} still open':
    'الجولة {round}: {count, plural, zero {لا نتائج} one {نتيجة واحدة} two {نتيجتان} few {# نتائج} many {# نتيجة} other {# نتيجة}} من lichess، وما زال {pending} مفتوحًا',
  'The lichess tournament': 'بطولة lichess',
  'The lichess tournament is updated': 'حُدّثت بطولة lichess',
  'The tournament has finished; lichess no longer takes changes to it': 'انتهت البطولة؛ لم يعد lichess يقبل تغييرات عليها',
  'This tournament has no lichess counterpart': 'لا نظير لهذه البطولة على lichess',
  'This tournament is no Arena on lichess': 'هذه البطولة ليست Arena على lichess',
  'You lead no team on lichess: create one at lichess.org/team/new to hold a Swiss there':
    'لا تقود أي فريق على lichess: أنشئ فريقًا في lichess.org/team/new لتقيم بطولة سويسرية هناك',
  'Your lichess connection lacks the {scope} permission: connect lichess again': 'يفتقر اتصالك بـ lichess إلى الإذن {scope}: اربط lichess من جديد',
  'Your session has ended; please sign in again': 'انتهت جلستك؛ يُرجى تسجيل الدخول مجددًا',
  'clockLimit: the clock must give some time': 'clockLimit: يجب أن تمنح الساعة بعض الوقت',
  'lichess_username: connect through lichess first (lichess_login), then confirm the account':
    'lichess_username: اتصل عبر lichess أولًا (lichess_login)، ثم أكّد الحساب',
  'lichess_username: the lichess account connected is {username}; to use another, disconnect and connect again':
    'lichess_username: حساب lichess المتصل هو {username}؛ لاستخدام آخر افصله واتصل من جديد',
  'startsAt: the games must start in the future (leave it out to start them now)': 'startsAt: يجب أن تبدأ المباريات في المستقبل (اتركه فارغًا لتبدأ الآن)',
  'startsAt: the start must be in the future': 'startsAt: يجب أن تكون البداية في المستقبل',
  '{count, plural, one {# round is already under way} other {# rounds are already under way}}':
    '{count, plural, zero {لا جولات جارية} one {جولة واحدة جارية بالفعل} two {جولتان جاريتان بالفعل} few {# جولات جارية بالفعل} many {# جولة جارية بالفعل} other {# جولة جارية بالفعل}}',
  '{count, plural, one {# team you lead on lichess} other {# teams you lead on lichess}}':
    '{count, plural, zero {لا فرق تقودها على lichess} one {فريق واحد تقوده على lichess} two {فريقان تقودهما على lichess} few {# فرق تقودها على lichess} many {# فريقًا تقوده على lichess} other {# فريق تقوده على lichess}}',
  '{count, plural, one {{players} has not connected lichess} other {{players} have not connected lichess}}: sign in to Kingside, open /connect-lichess, press “Connect lichess” and approve on lichess':
    '{count, plural, zero {{players} لم يربطوا lichess} one {{players} لم يربط lichess} two {{players} لم يربطا lichess} few {{players} لم يربطوا lichess} many {{players} لم يربطوا lichess} other {{players} لم يربطوا lichess}}: سجّل الدخول إلى Kingside، وافتح /connect-lichess، واضغط “ربط lichess” ووافق على lichess',
  '{count, plural, one {{players} was entered by the organiser} other {{players} were entered by the organiser}}: to play on lichess a player registers in the tournament with their own Kingside account':
    '{count, plural, zero {{players} أدخلهم المنظم} one {{players} أدخله المنظم} two {{players} أدخلهما المنظم} few {{players} أدخلهم المنظم} many {{players} أدخلهم المنظم} other {{players} أدخلهم المنظم}}: للعب على lichess يسجل اللاعب في البطولة بحسابه الخاص على Kingside',
  '{kind, select, swiss {Swiss} other {Arena}} created on lichess: {url}':
    'أُنشئت {kind, select, swiss {البطولة السويسرية} other {الـ Arena}} على lichess: {url}',
  '{why}; nothing was connected. Start again from “Connect lichess”.': '{why}؛ لم يُربط شيء. ابدأ من جديد من “ربط lichess”.',
  'A Swiss needs its number of rounds': 'تحتاج البطولة السويسرية إلى عدد جولاتها',
  'A Swiss has rounds, not a duration': 'للبطولة السويسرية جولات لا مدة',
  'An Arena needs its duration': 'تحتاج الـ Arena إلى مدتها',
  'An Arena has a duration, not rounds': 'للـ Arena مدة لا جولات',
} satisfies Translations;
