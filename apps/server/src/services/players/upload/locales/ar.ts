import type { Translations } from '@kingside/contract';

export default {
  'the file is over the {size} MB limit for a player list (no exceptions)': 'يتجاوز الملف حد {size} ميغابايت لقائمة اللاعبين (بلا استثناء)',
  'Upload failed: {problem} (field {field}); no field is required except tournamentId and file':
    'فشل الرفع: {problem} (الحقل {field})؛ لا حقل مطلوب سوى tournamentId وfile',
  'send the form as multipart/form-data, with the sheet in the field "file"; every other field is text except that one':
    'أرسل النموذج بصيغة multipart/form-data والجدول في الحقل «file»؛ كل الحقول الأخرى نصية',
  'send one sheet, in the field "file"; no other file is taken, except that one': 'أرسل جدولاً واحداً في الحقل «file»؛ لا يُقبل أي ملف آخر',
  'choose the CSV or XLSX file of players (field "file"); every field is optional except that one and tournamentId':
    'اختر ملف اللاعبين بصيغة CSV أو XLSX (الحقل «file»)؛ كل الحقول اختيارية ما عدا هذا وtournamentId',
  'every column is optional except the name, and no column of the header is a name (e.g. "Name"); download the template for the columns':
    'كل الأعمدة اختيارية ما عدا الاسم، ولا عمود في الترويسة اسم (مثل «Name»)؛ نزّل القالب لمعرفة الأعمدة',
  'columns "{first}" and "{second}" both hold the {field}; remove every one of them except one':
    'العمودان «{first}» و«{second}» يحملان كلاهما الحقل {field}؛ احذف كل الأعمدة إلا واحداً',
  'column {number}': 'العمود {number}',
  "''{text}'' is not a number (a FIDE id is a whole number)": '«{text}» ليس رقماً (معرّف FIDE عدد صحيح)',
  "''{text}'' is not a number": '«{text}» ليس رقماً',
  "''{text}'' is not a whole number (a FIDE id is a whole number)": '«{text}» ليس عدداً صحيحاً (معرّف FIDE عدد صحيح)',
  "''{text}'' is not a whole number (a rating is a whole number)": '«{text}» ليس عدداً صحيحاً (التصنيف عدد صحيح)',
  "''{text}'' is not a whole number (a board is a whole number)": '«{text}» ليس عدداً صحيحاً (رقم الرقعة عدد صحيح)',
  "''{text}'' is not a date that exists": '«{text}» ليس تاريخاً موجوداً',
  "''{text}'' is not a date (YYYY, YYYY-MM-DD or DD.MM.YYYY)": '«{text}» ليس تاريخاً (YYYY أو YYYY-MM-DD أو DD.MM.YYYY)',
  'a name is required': 'الاسم مطلوب',
  "{problem} (found ''{found}'')": '{problem} (الموجود: «{found}»)',
  "a board is from 1 to {max} (found ''{found}'')": 'رقم الرقعة من 1 إلى {max} (الموجود: «{found}»)',
  'a board is a place in a team, and the row names no team': 'الرقعة مكان في فريق، والصف لا يذكر أي فريق',
  'rows {rows} and {last}': 'الصفوف {rows} و{last}',
  'board {board} of {team} is given in {rows}': 'الرقعة {board} لفريق {team} مذكورة في {rows}',
  'Upload failed: {tournament} is an individual event, and column {column} gives teams. Every column may stay except that one: leave it empty, or name it Club if it holds the players’ clubs':
    'فشل الرفع: {tournament} بطولة فردية، والعمود {column} يذكر فرقاً. يمكن إبقاء كل الأعمدة إلا هذا: اتركه فارغاً، أو سمّه Club إن كان يحمل أندية اللاعبين',
  'Cannot upload yet: every row is fine except {list}': 'لا يمكن الرفع بعد: كل الصفوف سليمة ما عدا {list}',
  'Upload failed: every row is fine except {list}. Nothing was saved; remove those rows, or leave out the players already entered':
    'فشل الرفع: كل الصفوف سليمة ما عدا {list}. لم يُحفظ شيء؛ احذف تلك الصفوف، أو استبعد اللاعبين المسجلين مسبقاً',
  'Upload failed: every row is fine except {list}. Nothing was saved': 'فشل الرفع: كل الصفوف سليمة ما عدا {list}. لم يُحفظ شيء',
  '{count, plural, one {# player} other {# players}} ready to upload; {skipped, plural, one {# row} other {# rows}} of players already entered left out':
    'جاهز للرفع: {count, plural, zero {# لاعب} one {لاعب واحد} two {لاعبان} few {# لاعبين} many {# لاعباً} other {# لاعب}}؛ واستُبعد {skipped, plural, zero {# صف} one {صف واحد} two {صفّان} few {# صفوف} many {# صفاً} other {# صف}} للاعبين مسجلين مسبقاً',
  '{count, plural, one {# player} other {# players}} ready to upload':
    'جاهز للرفع: {count, plural, zero {# لاعب} one {لاعب واحد} two {لاعبان} few {# لاعبين} many {# لاعباً} other {# لاعب}}',
  '{count, plural, one {# player} other {# players}} uploaded; {skipped, plural, one {# row} other {# rows}} of players already entered left out':
    'رُفع: {count, plural, zero {# لاعب} one {لاعب واحد} two {لاعبان} few {# لاعبين} many {# لاعباً} other {# لاعب}}؛ واستُبعد {skipped, plural, zero {# صف} one {صف واحد} two {صفّان} few {# صفوف} many {# صفاً} other {# صف}} للاعبين مسجلين مسبقاً',
  '{count, plural, one {# player} other {# players}} uploaded':
    'رُفع: {count, plural, zero {# لاعب} one {لاعب واحد} two {لاعبان} few {# لاعبين} many {# لاعباً} other {# لاعب}}',
  'Upload failed: {reason}. Every row was refused, without exception': 'فشل الرفع: {reason}. رُفضت كل الصفوف بلا استثناء',
  'Row {row}: {problem}': 'الصف {row}: {problem}',
  'the same player as row {other} (FIDE id {fideId})': 'اللاعب نفسه في الصف {other} (معرّف FIDE {fideId})',
  'the same player as row {other} (same name and birth date)': 'اللاعب نفسه في الصف {other} (الاسم وتاريخ الميلاد نفسهما)',
  'already entered as {name} (FIDE id {fideId})': 'مسجل مسبقاً باسم {name} (معرّف FIDE {fideId})',
  'already entered as {name}, born {birthDate}': 'مسجل مسبقاً باسم {name}، مولود في {birthDate}',
  'Row {row}, column {column}: {problem}': 'الصف {row}، العمود {column}: {problem}',
  'column {column}: {problem}': 'العمود {column}: {problem}',
  'row {row} ({problem})': 'الصف {row} ({problem})',
  '{first}, {second}, {third} and {more, plural, one {# more row} other {# more rows}}':
    '{first}، {second}، {third} و{more, plural, zero {# صفوف أخرى} one {صف آخر} two {صفّان آخران} few {# صفوف أخرى} many {# صفاً آخر} other {# صف آخر}}',
  '{first}, {second} and {third}': '{first}، {second} و{third}',
  '{first} and {second}': '{first} و{second}',
} satisfies Translations;
