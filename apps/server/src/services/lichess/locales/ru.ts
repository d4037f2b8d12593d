import type { Translations } from '@kingside/contract';

export default {
  'Access was not granted on lichess': 'Доступ на lichess не предоставлен',
  'An Arena has no rounds here: it finishes when lichess ends it, read from lichess':
    'У Arena здесь нет туров: она заканчивается, когда её завершает lichess, данные берутся с lichess',
  'Arena standings': 'Таблица Arena',
  'Clock time must be one of {choices} seconds': 'Время на часах должно быть одним из значений: {choices} секунд',
  'Connect your lichess account first (Account → Connect lichess)': 'Сначала подключите аккаунт lichess (Аккаунт → Подключить lichess)',
  'Connected to lichess as {username}': 'Подключено к lichess как {username}',
  'Continue on lichess': 'Продолжите на lichess',
  'Increment must be one of {choices} seconds': 'Добавление должно быть одним из значений: {choices} секунд',
  'Lichess asked Kingside to slow down; try again in {seconds} seconds': 'Lichess попросил Kingside снизить частоту запросов; попробуйте через {seconds} с',
  'Lichess could not be reached just now ({reason}); try again in a few minutes':
    'Сейчас не удалось связаться с lichess ({reason}); попробуйте через несколько минут',
  'Lichess did not accept the authorization ({reason})': 'Lichess не принял авторизацию ({reason})',
  'Lichess did not give the game {game}: {reason}': 'Lichess не выдал партию {game}: {reason}',
  'Lichess did not revoke the token ({reason}); try again': 'Lichess не отозвал токен ({reason}); попробуйте ещё раз',
  'Lichess disconnected': 'Lichess отключён',
  'Lichess games': 'Партии lichess',
  'Lichess is not connected': 'Lichess не подключён',
  'Lichess made {games} games for {boards} boards': 'Lichess создал {games} партий для {boards} досок',
  'Lichess no longer accepts your connection (the token was revoked or has expired): connect lichess again':
    'Lichess больше не принимает ваше подключение (токен отозван или истёк): подключите lichess заново',
  'Lichess refused the pairing: {reason}': 'Lichess отклонил жеребьёвку: {reason}',
  'Lichess refused the tournament — {reasons}': 'Lichess отклонил турнир — {reasons}',
  'Lichess refused to export the Swiss: {reason}': 'Lichess отказался выгрузить швейцарку: {reason}',
  'Lichess refused to give the Arena: {reason}': 'Lichess отказался выдать Arena: {reason}',
  'Lichess refused to give the tournament: {reason}': 'Lichess отказался выдать турнир: {reason}',
  'Lichess refused: {reason}': 'Lichess отказал: {reason}',
  "Lichess's TRF export could not be read: {reason}": 'Не удалось прочитать TRF-выгрузку lichess: {reason}',
  'No such tournament': 'Такого турнира нет',
  'Not on lichess': 'Не на lichess',
  'On lichess': 'На lichess',
  'Read from lichess: {players} players in the Arena standings': 'Прочитано с lichess: игроков в таблице Arena — {players}',
  'Read from lichess: {players} players, {rounds, plural, one {# round} other {# rounds}}':
    'Прочитано с lichess: игроков — {players}, {rounds, plural, one {# тур} few {# тура} many {# туров} other {# тура}}',
  'Round {round} cannot go to lichess yet. {why}.': 'Тур {round} пока нельзя отправить на lichess. {why}.',
  'Round {round} has no games to play': 'В туре {round} нет партий для игры',
  'Round {round} is already on lichess': 'Тур {round} уже на lichess',
  'Round {round} is not paired yet': 'Тур {round} ещё не составлен',
  'Round {round} was not played on lichess': 'Тур {round} не игрался на lichess',
  'Round {round}: {count, plural, one {# game} other {# games}} on lichess':
    'Тур {round}: {count, plural, one {# партия} few {# партии} many {# партий} other {# партии}} на lichess',
  'Round {round}: {count, plural, one {# result} other {# results}} from lichess, {pending} still open':
    'Тур {round}: {count, plural, one {# результат} few {# результата} many {# результатов} other {# результата}} с lichess, ещё не завершено: {pending}',
  'The lichess tournament': 'Турнир на lichess',
  'The lichess tournament is updated': 'Турнир на lichess обновлён',
  'The tournament has finished; lichess no longer takes changes to it': 'Турнир завершён; lichess больше не принимает изменений',
  'This tournament has no lichess counterpart': 'У этого турнира нет пары на lichess',
  'This tournament is no Arena on lichess': 'Этот турнир не Arena на lichess',
  'You lead no team on lichess: create one at lichess.org/team/new to hold a Swiss there':
    'Вы не руководите ни одной командой на lichess: создайте её на lichess.org/team/new, чтобы провести там швейцарку',
  'Your lichess connection lacks the {scope} permission: connect lichess again': 'У подключения lichess нет разрешения {scope}: подключите lichess заново',
  'Your session has ended; please sign in again': 'Ваш сеанс завершён; войдите снова',
  'clockLimit: the clock must give some time': 'clockLimit: на часах должно быть время',
  'lichess_username: connect through lichess first (lichess_login), then confirm the account':
    'lichess_username: сначала подключитесь через lichess (lichess_login), затем подтвердите аккаунт',
  'lichess_username: the lichess account connected is {username}; to use another, disconnect and connect again':
    'lichess_username: подключён аккаунт lichess {username}; чтобы использовать другой, отключите его и подключитесь заново',
  'startsAt: the games must start in the future (leave it out to start them now)':
    'startsAt: партии должны начаться в будущем (не указывайте, чтобы начать сейчас)',
  'startsAt: the start must be in the future': 'startsAt: начало должно быть в будущем',
  '{count, plural, one {# round is already under way} other {# rounds are already under way}}':
    '{count, plural, one {# тур уже идёт} few {# тура уже идут} many {# туров уже идут} other {# тура уже идут}}',
  '{count, plural, one {# team you lead on lichess} other {# teams you lead on lichess}}':
    '{count, plural, one {# команда под вашим руководством на lichess} few {# команды под вашим руководством на lichess} many {# команд под вашим руководством на lichess} other {# команды под вашим руководством на lichess}}',
  '{count, plural, one {{players} has not connected lichess} other {{players} have not connected lichess}}: sign in to Kingside, open /connect-lichess, press “Connect lichess” and approve on lichess':
    '{count, plural, one {{players} не подключил lichess} few {{players} не подключили lichess} many {{players} не подключили lichess} other {{players} не подключили lichess}}: войдите в Kingside, откройте /connect-lichess, нажмите «Подключить lichess» и подтвердите на lichess',
  '{count, plural, one {{players} was entered by the organiser} other {{players} were entered by the organiser}}: to play on lichess a player registers in the tournament with their own Kingside account':
    '{count, plural, one {{players} внесён организатором} few {{players} внесены организатором} many {{players} внесены организатором} other {{players} внесены организатором}}: чтобы играть на lichess, игрок регистрируется в турнире со своим аккаунтом Kingside',
  '{kind, select, swiss {Swiss} other {Arena}} created on lichess: {url}': '{kind, select, swiss {Швейцарка} other {Arena}} создан(а) на lichess: {url}',
  '{why}; nothing was connected. Start again from “Connect lichess”.': '{why}; ничего не подключено. Начните заново с «Подключить lichess».',
  'A Swiss needs its number of rounds': 'Швейцарке нужно число туров',
  'A Swiss has rounds, not a duration': 'У швейцарки туры, а не продолжительность',
  'An Arena needs its duration': 'Arena нужна продолжительность',
  'An Arena has a duration, not rounds': 'У Arena продолжительность, а не туры',
} satisfies Translations;
