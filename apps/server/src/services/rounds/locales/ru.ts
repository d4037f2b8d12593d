import type { Translations } from '@kingside/contract';

export default {
  'Round {round} paired': 'Пары тура {round} составлены',
  'The pairing of round {round} was cancelled': 'Жеребьёвка тура {round} отменена',
  'Round {round} pairing reverted': 'Жеребьёвка тура {round} отменена, тур снят',
  Pairings: 'Пары',
  'Pairing added': 'Пара добавлена',
  'Pairing added, against FIDE rules: {warnings}': 'Пара добавлена вопреки правилам FIDE: {warnings}',
  'Editing the pairings of round {round}': 'Пары тура {round} редактируются',
  "Round {round} differs from the engine's pairing": 'Тур {round} отличается от жеребьёвки программы',
  "Round {round} is the engine's pairing": 'Тур {round} совпадает с жеребьёвкой программы',
  'Pairings of round {round} validated': 'Пары тура {round} утверждены',
  'Pairing removed': 'Пара удалена',
  'Results saved': 'Результаты сохранены',
  'Results saved; round {round} is scored': 'Результаты сохранены; тур {round} завершён',
  'Result history': 'История результатов',
  'Tie-breaks explained': 'Дополнительные показатели с пояснениями',
  'Round {round} started': 'Тур {round} начался',
  'Round {round} closed: every board had a result': 'Тур {round} закрыт: на всех досках был результат',
  'Round {round} closed: {count, plural, one {# board} other {# boards}} without a result scored -/-':
    'Тур {round} закрыт: {count, plural, one {# доске} few {# доскам} many {# доскам} other {# доски}} без результата записано -/-',
  'Tournament finished': 'Турнир завершён',
  'Why round {round} is paired as it is': 'Почему пары тура {round} именно такие',
  "Why round {round}'s matches are as they are": 'Почему матчи тура {round} именно такие',
  'Check-in for round {round} has not been held: open it and close it before pairing, or turn check-in off':
    'Регистрация на тур {round} не проводилась: откройте и закройте её до жеребьёвки или отключите регистрацию',
  'Check-in for round {round} is still open: close it before pairing': 'Регистрация на тур {round} ещё открыта: закройте её до жеребьёвки',
  'The pairing of round {round} is in progress; wait for it, or cancel it': 'Жеребьёвка тура {round} уже идёт; дождитесь её или отмените',
  'The pairing needed more than its memory limit of {megabytes} MB and was stopped':
    'Жеребьёвке потребовалось больше памяти, чем её предел {megabytes} МБ, и она была остановлена',
  'The pairing was cancelled': 'Жеребьёвка отменена',
  'The pairing took longer than its limit of {seconds} s and was stopped': 'Жеребьёвка длилась дольше своего предела в {seconds} с и была остановлена',
  'The pairing engine stopped unexpectedly ({detail})': 'Программа жеребьёвки неожиданно остановилась ({detail})',
  '{count, plural, one {board {boards}} other {boards {boards}}}':
    '{count, plural, one {доска {boards}} few {доски {boards}} many {доски {boards}} other {доски {boards}}}',
  '{what}; confirm it to go ahead (confirmation "confirmed")': '{what}; подтвердите, чтобы продолжить (confirmation "confirmed")',
  '{what}; confirm it twice to go ahead (confirmation "confirmed-twice")': '{what}; подтвердите дважды, чтобы продолжить (confirmation "confirmed-twice")',
  '{what}: refused in FIDE mode; only leaving FIDE mode (for good) allows it':
    '{what}: отклонено в режиме FIDE; это возможно только после выхода (навсегда) из режима FIDE',
  '{first}; {rest}': '{first}; {rest}',
  "{reason}; the engine's pairing of round {round} could not be made, validate again":
    '{reason}; жеребьёвку тура {round} программой провести не удалось, утвердите снова',
  'Pair every player of round {round} first: {names} not paired': 'Сначала составьте пары для всех игроков тура {round}: без пары {names}',
  "A team event's boards come from the teams' lineups; change a lineup, or record a match forfeit, instead":
    'Доски командного турнира берутся из составов команд; вместо этого измените состав или запишите неявку на матч',
  'No round is paired yet': 'Ещё ни один тур не составлен',
  'Only the current round (round {round}) can be changed by hand': 'Вручную можно изменить только текущий тур (тур {round})',
  'Round {round} is scored; pair round {next} instead': 'Тур {round} завершён; проведите жеребьёвку тура {next}',
  'Round {round}\'s pairings are not being edited; choose "Edit pairings" first': 'Пары тура {round} сейчас не редактируются; сначала выберите «Edit pairings»',
  '{first} and {second} have already played each other (round {round}; FIDE C.04.1 art. 2)':
    '{first} и {second} уже играли друг с другом (тур {round}; FIDE C.04.1 ст. 2)',
  '{first} and {second} may not be paired in round {round} (FIDE C.04.1 art. 2)': '{first} и {second} нельзя ставить в пару в туре {round} (FIDE C.04.1 ст. 2)',
  "{name} has already had the pairing-allocated bye or a win's points without playing (FIDE C.04.1 art. 4)":
    '{name} уже был свободен от игры по жеребьёвке или получал очки за победу без игры (FIDE C.04.1 ст. 4)',
  'Round {round} already has a pairing-allocated bye ({name}; FIDE C.04.1 art. 3)':
    'В туре {round} уже есть свободный от игры по жеребьёвке ({name}; FIDE C.04.1 ст. 3)',
  '{name} would have {count} more whites than blacks (FIDE C.04.1 art. 6)': 'У {name} белых стало бы на {count} больше, чем чёрных (FIDE C.04.1 ст. 6)',
  '{name} would have {count} more blacks than whites (FIDE C.04.1 art. 6)': 'У {name} чёрных стало бы на {count} больше, чем белых (FIDE C.04.1 ст. 6)',
  '{name} would have white three times running (FIDE C.04.1 art. 7)': '{name} получил бы белые три раза подряд (FIDE C.04.1 ст. 7)',
  '{name} would have black three times running (FIDE C.04.1 art. 7)': '{name} получил бы чёрные три раза подряд (FIDE C.04.1 ст. 7)',
  '{first} and {second} both get the colour opposite to the one due to them (FIDE C.04.3 art. 5)':
    '{first} и {second} оба получают цвет, противоположный положенному (FIDE C.04.3 ст. 5)',
  '{name} has withdrawn': '{name} выбыл из турнира',
  'Pairing not added: {warnings}': 'Пара не добавлена: {warnings}',
  'Pairing not added, against FIDE rules: {warnings}': 'Пара не добавлена, нарушены правила FIDE: {warnings}',
  'black: a player cannot play themselves': 'black: игрок не может играть сам с собой',
  '{field}: no such player in this tournament': '{field}: такого игрока в этом турнире нет',
  '{field}: {expelled}, and an expelled player is not paired again': '{field}: {expelled}, а исключённый игрок больше не участвует в жеребьёвке',
  '{field}: {name} is already {kind, select, game {paired on board {board}} pairing_bye {on board {board} (pairing bye)} half_point_bye {on board {board} (half point bye)} full_point_bye {on board {board} (full point bye)} zero_point_bye {on board {board} (zero point bye)} forfeit_win {on board {board} (forfeit win)} absent {on board {board} (absent)} other {on board {board}}}; remove that pairing first':
    '{field}: {name} уже {kind, select, game {в паре на доске {board}} pairing_bye {на доске {board} (свободен по жеребьёвке)} half_point_bye {на доске {board} (бай с половиной очка)} full_point_bye {на доске {board} (бай с очком)} zero_point_bye {на доске {board} (бай без очков)} forfeit_win {на доске {board} (победа по неявке)} absent {на доске {board} (отсутствует)} other {на доске {board}}}; сначала удалите эту пару',
  'board: round {round} has no board {board}': 'board: в туре {round} нет доски {board}',
  'board: board {board} has a result ({result}); it can no longer be removed': 'board: на доске {board} есть результат ({result}); её уже нельзя удалить',
  'Not paired in round {round}: {names}': 'Без пары в туре {round}: {names}',
  'The round robin has {rounds} rounds': 'В круговом турнире {rounds} туров',
  'The pairing of round {round} was cancelled; nothing was saved': 'Жеребьёвка тура {round} отменена; ничего не сохранено',
  'The players of round {round} changed while it was being paired; nothing was saved, pair it again':
    'Состав игроков тура {round} изменился во время жеребьёвки; ничего не сохранено, проведите жеребьёвку снова',
  '{reason}; round {round} stays unpaired, pair it again': '{reason}; тур {round} остаётся без пар, проведите жеребьёвку снова',
  'No pairing is in progress': 'Жеребьёвка не идёт',
  'Round {round} is already paired': 'Жеребьёвка тура {round} уже проведена',
  'Pair round {round} first': 'Сначала проведите жеребьёвку тура {round}',
  'The tournament has {rounds} rounds; change the number of rounds to pair more': 'В турнире {rounds} туров; чтобы провести больше, измените число туров',
  'Start round {round} and enter its results first': 'Сначала начните тур {round} и внесите его результаты',
  'Enter every result of round {round} first ({boards} without a result)': 'Сначала внесите все результаты тура {round} (без результата: {boards})',
  'At least two players must be available to pair round {round} ({available} available)':
    'Для жеребьёвки тура {round} нужны хотя бы два доступных игрока (доступно: {available})',
  'No valid pairing exists for round {round}: no pairing of the {available} available players meets the FIDE absolute criteria (no two players meet twice, nobody gets a second bye or a win without playing); enter more players, or end the tournament after round {previous}':
    'Допустимой жеребьёвки тура {round} нет: ни одна расстановка {available} доступных игроков не удовлетворяет абсолютным критериям FIDE (никто не встречается дважды, никто не получает второй бай или победу без игры); добавьте игроков или завершите турнир после тура {previous}',
  '{count, plural, one {pairing number {numbers}} other {pairing numbers {numbers}}} left out':
    '{count, plural, one {стартовый номер {numbers} пропущен} few {стартовые номера {numbers} пропущены} many {стартовые номера {numbers} пропущены} other {стартовые номера {numbers} пропущены}}',
  '{numbers} seated twice': '{numbers} посажены дважды',
  '{numbers} not available': '{numbers} недоступны',
  'No valid pairing exists for round {round}: the Dutch pairing does not seat every available player exactly once ({why}); nothing was saved':
    'Допустимой жеребьёвки тура {round} нет: голландская система не сажает каждого доступного игрока ровно один раз ({why}); ничего не сохранено',
  'A round robin needs at least two players ({available} available)': 'Для кругового турнира нужны хотя бы два игрока (доступно: {available})',
  "Round {round} differs from the engine's pairing ({boards} not the engine's); the change is written into the TRF export as ### MPA":
    'Тур {round} отличается от жеребьёвки программы ({boards} — не от программы); изменение записывается в экспорт TRF как ### MPA',
  "Round {round}'s pairings changed while they were being validated; nothing was saved, validate again":
    'Пары тура {round} изменились во время утверждения; ничего не сохранено, утвердите снова',
  '{field}: board {board} was changed meanwhile by {by}: it now has no result, yours is {yours}. Nothing was saved; keep no result, or enter {yours} again to replace it':
    '{field}: доску {board} тем временем изменил(а) {by}: теперь на ней нет результата, ваш — {yours}. Ничего не сохранено; оставьте без результата или введите {yours} снова, чтобы заменить',
  '{field}: board {board} was changed meanwhile by {by}: it now has {theirs}, yours is {yours}. Nothing was saved; keep {theirs}, or enter {yours} again to replace it':
    '{field}: доску {board} тем временем изменил(а) {by}: теперь на ней {theirs}, ваш — {yours}. Ничего не сохранено; оставьте {theirs} или введите {yours} снова, чтобы заменить',
  '{field}: board {board} was changed meanwhile: it now has no result, yours is {yours}. Nothing was saved; keep no result, or enter {yours} again to replace it':
    '{field}: доска {board} тем временем изменилась: теперь на ней нет результата, ваш — {yours}. Ничего не сохранено; оставьте без результата или введите {yours} снова, чтобы заменить',
  '{field}: board {board} was changed meanwhile: it now has {theirs}, yours is {yours}. Nothing was saved; keep {theirs}, or enter {yours} again to replace it':
    '{field}: доска {board} тем временем изменилась: теперь на ней {theirs}, ваш — {yours}. Ничего не сохранено; оставьте {theirs} или введите {yours} снова, чтобы заменить',
  'Start round {round} first (trigger-round-start)': 'Сначала начните тур {round} (trigger-round-start)',
  '{field}: board {board} is listed twice': '{field}: доска {board} указана дважды',
  '{field}: round {round} has no board {board}': '{field}: в туре {round} нет доски {board}',
  '{field}: board {board} is a bye or an absence; its score is fixed': '{field}: доска {board} — бай или отсутствие; её результат фиксирован',
  'Only the last paired round (round {round}) can be reverted': 'Отменить можно только последний тур с жеребьёвкой (тур {round})',
  'Round {round} already has {count, plural, one {# result} other {# results}}; it can no longer be reverted':
    'В туре {round} уже {count, plural, one {# результат} few {# результата} many {# результатов} other {# результата}}; его больше нельзя отменить',
  'Pair round 1 first': 'Сначала проведите жеребьёвку 1-го тура',
  'Round {round} has already started': 'Тур {round} уже начался',
  'Round {round} is over; pair round {next} first': 'Тур {round} окончен; сначала проведите жеребьёвку тура {next}',
  "Round {round}'s pairings are being edited; validate them first": 'Пары тура {round} редактируются; сначала утвердите их',
  'Publish the lineups of round {round} first': 'Сначала опубликуйте составы тура {round}',
  'Start round {round} first': 'Сначала начните тур {round}',
  'Round {round} is already scored': 'Тур {round} уже завершён',
  'The tournament has already finished': 'Турнир уже завершён',
  'Enter every result of round {round} first': 'Сначала внесите все результаты тура {round}',
  'Pair round {round} first (the tournament has {rounds} rounds)': 'Сначала проведите жеребьёвку тура {round} (в турнире {rounds} туров)',
  'At least two teams with players must be available to pair round {round} ({available} available)':
    'Для жеребьёвки тура {round} нужны хотя бы две команды с игроками (доступно: {available})',
  'No legal pairing exists for round {round}: {reason}; withdraw a team, or end the event after round {previous}':
    'Допустимой жеребьёвки тура {round} нет: {reason}; снимите команду или завершите турнир после тура {previous}',
  'A team round robin needs at least two teams ({available} available)': 'Для командного кругового турнира нужны хотя бы две команды (доступно: {available})',
  'This is an individual Swiss: ask why-this-pairing': 'Это личная швейцарская система: запросите why-this-pairing',
  'Round {round} follows the Berger table (FIDE C.05 Annex 1); there is no Swiss pairing to explain':
    'Тур {round} идёт по таблице Бергера (FIDE C.05, приложение 1); объяснять швейцарскую жеребьёвку нечего',
  'Round {round} was not paired by the engine here (it was imported): there is no record of its pairing to explain':
    'Жеребьёвку тура {round} здесь проводила не программа (тур импортирован): записи о ней для объяснения нет',
  'Round {round} pairs teams: ask why-these-matches': 'В туре {round} в пары ставятся команды: запросите why-these-matches',
  "Round {round} follows the round robin's Berger table (FIDE C.05 Annex 1); there is no Swiss pairing to explain":
    'Тур {round} идёт по таблице Бергера кругового турнира (FIDE C.05, приложение 1); объяснять швейцарскую жеребьёвку нечего',
  "Round {round} was not paired by the engine here (it was imported, or paired before the engine's reasons were kept): there is no record of its pairing to explain":
    'Жеребьёвку тура {round} здесь проводила не программа (тур импортирован или сыгран до того, как стали сохраняться доводы программы): записи о ней для объяснения нет',
  'This API needs the application key in the {header} header or the {query} query parameter':
    'Этому API нужен ключ приложения в заголовке {header} или в параметре запроса {query}',
  'This address already follows {count} live streams, the most one address may hold open at once; close a page that follows a tournament live and reload':
    'Этот адрес уже следит за {count} прямыми трансляциями — это максимум для одного адреса; закройте страницу, где турнир открыт в прямом эфире, и обновите',
  Standings: 'Турнирная таблица',
  'No player has the start number {number}': 'Ни у одного игрока нет стартового номера {number}',
} satisfies Translations;
