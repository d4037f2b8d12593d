import type { Translations } from '@kingside/contract';

export default {
  'the file is over the {size} MB limit for a player list (no exceptions)': 'файл превышает предел {size} МБ для списка игроков (без исключений)',
  'Upload failed: {problem} (field {field}); no field is required except tournamentId and file':
    'Загрузка не удалась: {problem} (поле {field}); обязательны только поля tournamentId и file',
  'send the form as multipart/form-data, with the sheet in the field "file"; every other field is text except that one':
    'отправьте форму как multipart/form-data, с таблицей в поле «file»; все остальные поля — текст',
  'send one sheet, in the field "file"; no other file is taken, except that one': 'отправьте одну таблицу, в поле «file»; другие файлы не принимаются',
  'choose the CSV or XLSX file of players (field "file"); every field is optional except that one and tournamentId':
    'выберите файл игроков CSV или XLSX (поле «file»); все поля необязательны, кроме него и tournamentId',
  'every column is optional except the name, and no column of the header is a name (e.g. "Name"); download the template for the columns':
    'все столбцы необязательны, кроме имени, но ни один столбец заголовка не является именем (например, «Name»); скачайте шаблон со столбцами',
  'columns "{first}" and "{second}" both hold the {field}; remove every one of them except one':
    'столбцы «{first}» и «{second}» оба содержат поле {field}; оставьте только один',
  'column {number}': 'столбец {number}',
  "''{text}'' is not a number (a FIDE id is a whole number)": '«{text}» — не число (FIDE id — целое число)',
  "''{text}'' is not a number": '«{text}» — не число',
  "''{text}'' is not a whole number (a FIDE id is a whole number)": '«{text}» — не целое число (FIDE id — целое число)',
  "''{text}'' is not a whole number (a rating is a whole number)": '«{text}» — не целое число (рейтинг — целое число)',
  "''{text}'' is not a whole number (a board is a whole number)": '«{text}» — не целое число (номер доски — целое число)',
  "''{text}'' is not a date that exists": '«{text}» — несуществующая дата',
  "''{text}'' is not a date (YYYY, YYYY-MM-DD or DD.MM.YYYY)": '«{text}» — не дата (ГГГГ, ГГГГ-ММ-ДД или ДД.ММ.ГГГГ)',
  'a name is required': 'имя обязательно',
  "{problem} (found ''{found}'')": '{problem} (указано: «{found}»)',
  "a board is from 1 to {max} (found ''{found}'')": 'номер доски — от 1 до {max} (указано: «{found}»)',
  'a board is a place in a team, and the row names no team': 'доска — это место в команде, а в строке не указана команда',
  'rows {rows} and {last}': 'строках {rows} и {last}',
  'board {board} of {team} is given in {rows}': 'доска {board} команды {team} указана в {rows}',
  'Upload failed: {tournament} is an individual event, and column {column} gives teams. Every column may stay except that one: leave it empty, or name it Club if it holds the players’ clubs':
    'Загрузка не удалась: {tournament} — личное соревнование, а столбец {column} указывает команды. Все столбцы могут остаться, кроме этого: оставьте его пустым или назовите Club, если в нём клубы игроков',
  'Cannot upload yet: every row is fine except {list}': 'Загрузить пока нельзя: все строки в порядке, кроме {list}',
  'Upload failed: every row is fine except {list}. Nothing was saved; remove those rows, or leave out the players already entered':
    'Загрузка не удалась: все строки в порядке, кроме {list}. Ничего не сохранено; удалите эти строки или пропустите уже заявленных игроков',
  'Upload failed: every row is fine except {list}. Nothing was saved': 'Загрузка не удалась: все строки в порядке, кроме {list}. Ничего не сохранено',
  '{count, plural, one {# player} other {# players}} ready to upload; {skipped, plural, one {# row} other {# rows}} of players already entered left out':
    'Готово к загрузке: {count, plural, one {# игрок} few {# игрока} many {# игроков} other {# игрока}}; {skipped, plural, one {пропущена # строка} few {пропущены # строки} many {пропущено # строк} other {пропущено # строки}} с уже заявленными игроками',
  '{count, plural, one {# player} other {# players}} ready to upload':
    'Готово к загрузке: {count, plural, one {# игрок} few {# игрока} many {# игроков} other {# игрока}}',
  '{count, plural, one {# player} other {# players}} uploaded; {skipped, plural, one {# row} other {# rows}} of players already entered left out':
    'Загружено: {count, plural, one {# игрок} few {# игрока} many {# игроков} other {# игрока}}; {skipped, plural, one {пропущена # строка} few {пропущены # строки} many {пропущено # строк} other {пропущено # строки}} с уже заявленными игроками',
  '{count, plural, one {# player} other {# players}} uploaded': 'Загружено: {count, plural, one {# игрок} few {# игрока} many {# игроков} other {# игрока}}',
  'Upload failed: {reason}. Every row was refused, without exception': 'Загрузка не удалась: {reason}. Отклонены все строки, без исключения',
  'Row {row}: {problem}': 'Строка {row}: {problem}',
  'the same player as row {other} (FIDE id {fideId})': 'тот же игрок, что в строке {other} (FIDE id {fideId})',
  'the same player as row {other} (same name and birth date)': 'тот же игрок, что в строке {other} (те же имя и дата рождения)',
  'already entered as {name} (FIDE id {fideId})': 'уже заявлен как {name} (FIDE id {fideId})',
  'already entered as {name}, born {birthDate}': 'уже заявлен как {name}, дата рождения {birthDate}',
  'Row {row}, column {column}: {problem}': 'Строка {row}, столбец {column}: {problem}',
  'column {column}: {problem}': 'столбец {column}: {problem}',
  'row {row} ({problem})': 'строка {row} ({problem})',
  '{first}, {second}, {third} and {more, plural, one {# more row} other {# more rows}}':
    '{first}, {second}, {third} и ещё {more, plural, one {# строка} few {# строки} many {# строк} other {# строки}}',
  '{first}, {second} and {third}': '{first}, {second} и {third}',
  '{first} and {second}': '{first} и {second}',
} satisfies Translations;
