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
  'Team {number}': 'Команда {number}',
  '{count, plural, one {{points} match point} other {{points} match points}}':
    '{count, plural, one {{points} командное очко} few {{points} командных очка} many {{points} командных очков} other {{points} командного очка}}',
  '{count, plural, one {{points} game point} other {{points} game points}}':
    '{count, plural, one {{points} личное очко} few {{points} личных очка} many {{points} личных очков} other {{points} личного очка}}',
  '{count, plural, one {{points} point} other {{points} points}}':
    '{count, plural, one {{points} очко} few {{points} очка} many {{points} очков} other {{points} очка}}',
  'grant both colour preferences': 'удовлетворить оба цветовых предпочтения',
  'grant the stronger colour preference (of two absolute ones, the wider colour difference)':
    'удовлетворить более сильное цветовое предпочтение (из двух абсолютных — то, при котором разница цветов больше)',
  'alternate the colours from the most recent round in which the two had different colours':
    'чередовать цвета от самого недавнего тура, в котором у соперников были разные цвета',
  "grant the higher ranked player's colour preference": 'удовлетворить цветовое предпочтение игрока, стоящего выше',
  'the higher ranked player gets the initial colour with an odd pairing number, the other colour with an even one':
    'игрок, стоящий выше, получает начальный цвет при нечётном номере в жеребьёвке и другой цвет при чётном',
  '{player} has no colour preference': '{player}: нет цветового предпочтения',
  '{player} is due {colour, select, w {white} other {black}} ({strength, select, absolute {absolute} strong {strong} other {mild}} preference)':
    '{player}: положены {colour, select, w {белые} other {чёрные}} ({strength, select, absolute {абсолютное} strong {сильное} other {слабое}} предпочтение)',
  '{player} is due {colour, select, w {white} other {black}} ({strength, select, absolute {absolute} strong {strong} other {mild}} preference, colour difference {difference})':
    '{player}: положены {colour, select, w {белые} other {чёрные}} ({strength, select, absolute {абсолютное} strong {сильное} other {слабое}} предпочтение, разница цветов {difference})',
  '{whitePreference}; {blackPreference}. Both preferences are granted (C.04.3 art. 5.2.1: {rule}).':
    '{whitePreference}; {blackPreference}. Оба предпочтения удовлетворены (C.04.3 ст. 5.2.1: {rule}).',
  '{whitePreference}; {blackPreference}. {player} has the stronger preference and gets {colour, select, w {white} other {black}} (C.04.3 art. 5.2.2: {rule}).':
    '{whitePreference}; {blackPreference}. Более сильное предпочтение у {player}, и {colour, select, w {белые} other {чёрные}} получает {player} (C.04.3 ст. 5.2.2: {rule}).',
  '{whitePreference}; {blackPreference}: the same colour, with preferences of equal strength. Going back to the latest round in which they had different colours, each now gets the other one (C.04.3 art. 5.2.3: {rule}).':
    '{whitePreference}; {blackPreference}: один и тот же цвет, предпочтения равной силы. По последнему туру, в котором у них были разные цвета, каждый теперь получает другой цвет (C.04.3 ст. 5.2.3: {rule}).',
  '{whitePreference}; {blackPreference}: the same colour, with preferences of equal strength and the same colour history. {higher}, the higher ranked, gets the preference, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.4: {rule}).':
    '{whitePreference}; {blackPreference}: один и тот же цвет, предпочтения равной силы и одинаковая история цветов. Предпочтение получает игрок, стоящий выше, — {higher}: {colour, select, w {белые} other {чёрные}} (C.04.3 ст. 5.2.4: {rule}).',
  'Neither has a colour preference. {higher}, the higher ranked, has pairing number {number} (odd) and gets the initial colour, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.5: {rule}).':
    'Ни у кого нет цветового предпочтения. Игрок, стоящий выше, {higher}, имеет номер в жеребьёвке {number} (нечётный) и получает начальный цвет: {colour, select, w {белые} other {чёрные}} (C.04.3 ст. 5.2.5: {rule}).',
  'Neither has a colour preference. {higher}, the higher ranked, has pairing number {number} (even) and gets the colour opposite to the initial one, {colour, select, w {white} other {black}} (C.04.3 art. 5.2.5: {rule}).':
    'Ни у кого нет цветового предпочтения. Игрок, стоящий выше, {higher}, имеет номер в жеребьёвке {number} (чётный) и получает цвет, противоположный начальному: {colour, select, w {белые} other {чёрные}} (C.04.3 ст. 5.2.5: {rule}).',
  '{player} floats down: nobody in the bracket may play them under the absolute criteria (C.04.3 C1–C3: they have already met, the pairing is prohibited, or both have the same absolute colour preference).':
    '{player} опускается в следующую группу: по абсолютным критериям никто в группе не может играть с {player} (C.04.3 C1–C3: они уже встречались, пара запрещена или у обоих одинаковое абсолютное цветовое предпочтение).',
  "{player} floats down: the bracket has an odd number of players ({size}), so one of them must float; the quality criteria and the bracket's order (C.04.3 art. 2–3) chose {player}.":
    '{player} опускается в следующую группу: в группе нечётное число игроков ({size}), поэтому один из них должен опуститься; критерии качества и порядок в группе (C.04.3 ст. 2–3) выбрали {player}.',
  '{player} floats down although a partner was free in the bracket: pairing them here would have left players below unpairable (C.04.3 C4, completion) or moved the bye to a higher score than necessary (C5).':
    '{player} опускается в следующую группу, хотя в группе был свободный соперник: пара здесь оставила бы игроков ниже без пары (C.04.3 C4, полнота) или передвинула бы бай на более высокий счёт, чем необходимо (C5).',
  '{player} floats down: {count, plural, one {the player {player} could meet in the bracket ({opponents}) is needed} other {the players {player} could meet in the bracket ({opponents}) are each needed}} for another pair, in the pairing that pairs the whole round (C.04.3 C4) with the most pairs in this bracket (C6).':
    '{player} опускается в следующую группу: {count, plural, one {возможный соперник {player} в группе ({opponents}) нужен} few {возможные соперники {player} в группе ({opponents}) нужны каждый} many {возможные соперники {player} в группе ({opponents}) нужны каждый} other {возможные соперники {player} в группе ({opponents}) нужны каждый}} для другой пары — в жеребьёвке, которая разбивает на пары весь тур (C.04.3 C4) с наибольшим числом пар в этой группе (C6).',
  '{lower} floats up to play {higher}, moved down with {points}: moved-down players are paired first, each with the highest resident the criteria allow (C.04.3 art. 3).':
    '{lower} поднимается, чтобы сыграть с {higher}, опущенным сверху ({points}): опущенные игроки разбиваются на пары первыми, каждый — с самым высоким игроком группы, которого допускают критерии (C.04.3 ст. 3).',
  '{player} ({points}) gets the pairing-allocated bye: the player left over once everyone else is paired, from the lowest score that allows it, and allowed to have it (C.04.3 C2, C4, C5).':
    '{player} ({points}) свободен от игры по жеребьёвке: это игрок, оставшийся без пары, когда все остальные разбиты на пары, из самой низкой очковой группы, которая это допускает, и имеющий на это право (C.04.3 C2, C4, C5).',
  "{player} has already had the pairing-allocated bye or a win's points without playing, and may not have it again (C.04.3 C2).":
    '{player} уже был свободен от игры по жеребьёвке или получал очки за победу без игры и не может получить это снова (C.04.3 C2).',
  '{player} has fewer points, but no pairing of everybody else leaves a player with that score over: the bye goes to the lowest score it can (C.04.3 C4, C5).':
    'У {player} меньше очков, но ни одна расстановка всех остальных не оставляет без пары игрока с таким счётом: бай получает самый низкий возможный счёт (C.04.3 C4, C5).',
  '{player} has as many points but more unplayed games ({unplayed} against {assigneeUnplayed} for {assignee}): the bye goes to the player with the fewest (C.04.3 C9).':
    'У {player} столько же очков, но больше несыгранных партий ({unplayed} против {assigneeUnplayed} у {assignee}): бай получает игрок, у которого их меньше всего (C.04.3 C9).',
  "{player} has as many points; the pairing that pairs {player} and leaves {assignee} over comes first on the quality criteria and then in the bracket's order (C.04.3 art. 2–3).":
    'У {player} столько же очков; жеребьёвка, в которой {player} получает пару, а {assignee} остаётся без пары, идёт первой по критериям качества, а затем по порядку в группе (C.04.3 ст. 2–3).',
  'before either team has played, the first team gets the initial colour with an odd TPN, the other colour with an even one':
    'пока ни одна из команд не играла, первая команда получает начальный цвет при нечётном TPN и другой цвет при чётном',
  'grant the only colour preference': 'удовлетворить единственное цветовое предпочтение',
  'type B: grant the only strong colour preference': 'тип B: удовлетворить единственное сильное цветовое предпочтение',
  'white to the team with the lower colour difference': 'белые — команде с меньшей разницей цветов',
  'alternate the colours from the latest round in which the two had different colours':
    'чередовать цвета от последнего тура, в котором у команд были разные цвета',
  "grant the first team's colour preference": 'удовлетворить цветовое предпочтение первой команды',
  "alternate the first team's colour from its last match": 'чередовать цвет первой команды относительно её последнего матча',
  "give the first team the other team's colour of its last match": 'дать первой команде цвет другой команды в её последнем матче',
  'the higher score': 'более высоким счётом',
  'the same score and the higher secondary score': 'тем же счётом и более высоким дополнительным счётом',
  'the same scores and the smaller TPN': 'теми же счетами и меньшим TPN',
  'no other team can have it and leave the rest pairable': 'ни одна другая команда не может его получить так, чтобы остальных можно было разбить на пары',
  'of the teams whose bye leaves the rest pairable, it has the lowest score': 'из команд, чей бай позволяет разбить остальных на пары, у неё самый низкий счёт',
  'of the lowest scores whose bye leaves the rest pairable, it has played the most matches':
    'из команд с самым низким счётом, чей бай позволяет разбить остальных на пары, она сыграла больше всего матчей',
  'of the teams left equal by score and matches played, it has the largest TPN':
    'из команд, оставшихся равными по счёту и сыгранным матчам, у неё самый большой TPN',
  'the otherwise first choice has a team that floated in the previous round (C.04.6 C7)':
    'иначе первый выбор содержал бы команду, перемещавшуюся в предыдущем туре (C.04.6 C7)',
  'it lets the following scoregroup be paired with as few upfloaters of its own as can be (C.04.6 C6)':
    'этот набор позволяет разбить следующую очковую группу на пары с как можно меньшим числом собственных поднятых команд (C.04.6 C6)',
  'it has the highest scores that leave a legal pairing (C.04.6 C5)':
    'у этого набора самые высокие счета, при которых остаётся допустимая жеребьёвка (C.04.6 C5)',
  'the sets before it leave no legal pairing of the bracket or of the teams below (C.04.6 C1, C3)':
    'наборы, идущие раньше этого, не оставляют допустимой жеребьёвки группы или команд ниже (C.04.6 C1, C3)',
  'it is the first set in the order of art. 3.5: the highest placed teams below': 'это первый набор в порядке ст. 3.5: самые высокие по месту команды ниже',
  '{team} has no colour preference': '{team}: нет цветового предпочтения',
  '{team} has no colour preference (colour difference {difference})': '{team}: нет цветового предпочтения (разница цветов {difference})',
  '{team} is due {colour, select, w {white} other {black}} ({strength, select, strong {strong} other {mild}} preference, {met, select, yes {met} other {not met}})':
    '{team}: положены {colour, select, w {белые} other {чёрные}} ({strength, select, strong {сильное} other {слабое}} предпочтение, {met, select, yes {удовлетворено} other {не удовлетворено}})',
  '{team} is due {colour, select, w {white} other {black}} ({strength, select, strong {strong} other {mild}} preference, colour difference {difference}, {met, select, yes {met} other {not met}})':
    '{team}: положены {colour, select, w {белые} other {чёрные}} ({strength, select, strong {сильное} other {слабое}} предпочтение, разница цветов {difference}, {met, select, yes {удовлетворено} other {не удовлетворено}})',
  '{team} ({points}) gets the pairing-allocated bye: {reason} (C.04.6 art. {step}).':
    '{team} ({points}) свободна от игры по жеребьёвке: {reason} (C.04.6 ст. {step}).',
  '{count, plural, one {{teams} would come first, but with its bye} other {{teams} would come first, but with their bye}} the other teams could not all be paired without a rematch or a forbidden pair (C.04.6 art. 3.4.1).':
    '{count, plural, one {{teams} шла бы первой, но при её бае} few {{teams} шли бы первыми, но при их бае} many {{teams} шли бы первыми, но при их бае} other {{teams} шли бы первыми, но при их бае}} остальные команды нельзя было бы разбить на пары без повторной встречи или запрещённой пары (C.04.6 ст. 3.4.1).',
  '{count, plural, one {{teams} may not have it: it has already had} other {{teams} may not have it: each has already had}} a pairing-allocated bye, a match won by forfeit or a full-point bye (C.04.6 C2).':
    '{count, plural, one {{teams} не может его получить: у неё уже был} few {{teams} не могут его получить: у каждой уже был} many {{teams} не могут его получить: у каждой уже был} other {{teams} не могут его получить: у каждой уже был}} бай по жеребьёвке, матч, выигранный из-за неявки, или бай в очко (C.04.6 C2).',
  'The scoregroup has an odd number of teams, so one team floats up into the bracket of {points}: {teams}, because {reason}.':
    'В очковой группе нечётное число команд, поэтому одна команда поднимается в группу ({points}): {teams}, так как {reason}.',
  'Its teams cannot be paired among themselves with fewer, so {count, plural, one {# team floats} other {# teams float}} up (C.04.6 C4) into the bracket of {points}: {teams}, because {reason}.':
    'Её команды нельзя разбить на пары между собой с меньшим числом, поэтому {count, plural, one {# команда поднимается} few {# команды поднимаются} many {# команд поднимаются} other {# команды поднимаются}} (C.04.6 C4) в группу ({points}): {teams}, так как {reason}.',
  '{count, plural, one {# upfloater} other {# upfloaters}} that floated in the previous round (C7)':
    '{count, plural, one {# поднятая команда, перемещавшаяся} few {# поднятые команды, перемещавшиеся} many {# поднятых команд, перемещавшихся} other {# поднятой команды, перемещавшейся}} в предыдущем туре (C7)',
  '{count, plural, one {# match} other {# matches}} leaving a colour preference unmet (C8)':
    '{count, plural, one {# матч, оставляющий} few {# матча, оставляющих} many {# матчей, оставляющих} other {# матча, оставляющего}} цветовое предпочтение неудовлетворённым (C8)',
  '{count, plural, one {# of them a strong preference} other {# of them strong preferences}} of type B (C9)':
    '{count, plural, one {из них # — сильное предпочтение} few {из них # — сильные предпочтения} many {из них # — сильные предпочтения} other {из них # — сильные предпочтения}} типа B (C9)',
  '{count, plural, one {# upfloater} other {# upfloaters}} against a team that floated in the previous round (C10)':
    '{count, plural, one {# поднятая команда} few {# поднятые команды} many {# поднятых команд} other {# поднятой команды}} против команды, перемещавшейся в предыдущем туре (C10)',
  'No legal pairing of the bracket does better: {unmet}.': 'Ни одна допустимая жеребьёвка группы не лучше: {unmet}.',
  '{whitePreference}; {blackPreference}. {first} is the first team, with {firstRule} (C.04.6 art. {firstArticle}). {white} has white on board 1: {rule} (C.04.6 art. {article}).':
    '{whitePreference}; {blackPreference}. {first} — первая команда, с {firstRule} (C.04.6 ст. {firstArticle}). У {white} белые на доске 1: {rule} (C.04.6 ст. {article}).',
} satisfies Translations;
