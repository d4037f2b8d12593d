import type { Translations } from '@kingside/contract';

export default {
  '{count, plural, one {# player found} other {# players found}}':
    '{count, plural, one {Найден # игрок} few {Найдено # игрока} many {Найдено # игроков} other {Найдено # игрока}}',
  'No rating list has been imported yet': 'Рейтинг-лист ещё не импортирован',
  'Rating list of {date}': 'Рейтинг-лист от {date}',
  'Send the list as multipart/form-data, in the field "file"': 'Отправьте список как multipart/form-data в поле "file"',
  'Send one list file, in the field "file"': 'Отправьте один файл списка в поле "file"',
  '{field}: {problem}': '{field}: {problem}',
  'The file name must not contain a NUL character': 'Имя файла не должно содержать символ NUL',
  'Choose the list file to upload (field "file")': 'Выберите файл списка для загрузки (поле "file")',
  'The import has started': 'Импорт начался',
  'No such import': 'Такого импорта нет',
  'The list is imported': 'Список импортирован',
  'The import failed; the previous list is still in use': 'Импорт не удался; используется прежний список',
  Importing: 'Идёт импорт',
  'An import of the rating list is running already; wait for it to finish': 'Импорт рейтинг-листа уже идёт; дождитесь его завершения',
  'The tournament has finished; its players can no longer change': 'Турнир завершён; его участников больше менять нельзя',
  'No FIDE rating list has been imported yet; an admin imports one under Admin → FIDE list':
    'Рейтинг-лист FIDE ещё не импортирован; администратор импортирует его в разделе Управление → Рейтинг-лист FIDE',
  'Every player matches the list of {date}; nothing changed': 'Все игроки совпадают со списком от {date}; ничего не изменено',
  '{count, plural, one {# player updated from the list of {date}; pairing numbers recomputed} other {# players updated from the list of {date}; pairing numbers recomputed}}':
    '{count, plural, one {# игрок обновлён по списку от {date}; стартовые номера пересчитаны} few {# игрока обновлены по списку от {date}; стартовые номера пересчитаны} many {# игроков обновлены по списку от {date}; стартовые номера пересчитаны} other {# игрока обновлены по списку от {date}; стартовые номера пересчитаны}}',
  '{count, plural, one {# player updated from the list of {date}} other {# players updated from the list of {date}}}':
    '{count, plural, one {# игрок обновлён по списку от {date}} few {# игрока обновлены по списку от {date}} many {# игроков обновлены по списку от {date}} other {# игрока обновлены по списку от {date}}}',
  'Every player matches the list of {date}': 'Все игроки совпадают со списком от {date}',
  '{count, plural, one {# player would change with the list of {date}} other {# players would change with the list of {date}}}':
    '{count, plural, one {# игрок изменится по списку от {date}} few {# игрока изменятся по списку от {date}} many {# игроков изменятся по списку от {date}} other {# игрока изменятся по списку от {date}}}',
  '{count, plural, one {# player not on the list (kept as entered)} other {# players not on the list (kept as entered)}}':
    '{count, plural, one {# игрока нет в списке (оставлен как введён)} few {# игроков нет в списке (оставлены как введены)} many {# игроков нет в списке (оставлены как введены)} other {# игрока нет в списке (оставлены как введены)}}',
  '{first}; {rest}': '{first}; {rest}',
} satisfies Translations;
