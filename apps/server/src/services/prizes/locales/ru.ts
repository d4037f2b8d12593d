import type { Translations } from '@kingside/contract';

export default {
  'the file is over the {size} MB limit (no exceptions)': 'файл превышает предел {size} МБ (без исключений)',
  'choose the CSV or XLSX file of prize winners (field "file"); every field is optional except that one and tournamentId':
    'выберите файл призёров CSV или XLSX (поле «file»); все поля необязательны, кроме него и tournamentId',
  'Prize categories': 'Призовые категории',
  'Prize structure': 'Структура призов',
  'Prize structure saved': 'Структура призов сохранена',
  'Category {category} saved': 'Категория «{category}» сохранена',
  'Prize list published': 'Список призёров опубликован',
  'Prize list no longer public': 'Список призёров больше не публичный',
  'Prize list': 'Список призёров',
  'The prize list is not published yet': 'Список призёров ещё не опубликован',
  'Prize winners': 'Призёры',
  '{count, plural, one {# prize awarded} other {# prizes awarded}}':
    '{count, plural, one {Присуждён # приз} few {Присуждено # приза} many {Присуждено # призов} other {Присуждено # приза}}',
  'Prize changed': 'Приз изменён',
  Overall: 'Общий зачёт',
  'Every player': 'Все игроки',
  'Best woman': 'Лучшая шахматистка',
  'Women and girls': 'Женщины и девушки',
  'Under {age}': 'До {age} лет',
  'Born in {year} or later': '{year} года рождения и моложе',
  '{age} and over': '{age} лет и старше',
  'Born in {year} or earlier': '{year} года рождения и старше',
  'Below {rating}': 'Рейтинг ниже {rating}',
  'Rated 1–{rating}': 'Рейтинг 1–{rating}',
  'Best unrated': 'Лучший без рейтинга',
  'Players without a rating': 'Игроки без рейтинга',
  'Best of {club}': 'Лучший из клуба {club}',
  'Members of {club}': 'Члены клуба {club}',
  'Best of {federation}': 'Лучший от федерации {federation}',
  'Players of the federation {federation}': 'Игроки федерации {federation}',
  'Best of the region': 'Лучший в регионе',
  'Players of the region’s federations: keep only those that make the region': 'Игроки федераций региона: оставьте только те, что входят в регион',
  'Custom prize': 'Свой приз',
  'Name it and add the conditions a player must meet': 'Назовите его и добавьте условия, которым должен соответствовать игрок',
  '{count, plural, one {order: no player has the start number {numbers}} other {order: no player has the start numbers {numbers}}}':
    '{count, plural, one {order: ни у одного игрока нет стартового номера {numbers}} few {order: ни у одного игрока нет стартовых номеров {numbers}} many {order: ни у одного игрока нет стартовых номеров {numbers}} other {order: ни у одного игрока нет стартовых номеров {numbers}}}',
  'order: {player} is not tied with anyone on points and every tie-break after round {round}':
    'order: после {round}-го тура {player} ни с кем не равен по очкам и всем дополнительным показателям',
  '{count, plural, one {order: {players} is not tied with {player} on points and every tie-break after round {round}} other {order: {players} are not tied with {player} on points and every tie-break after round {round}}}':
    '{count, plural, one {order: после {round}-го тура {players} не равен {player} по очкам и всем дополнительным показателям} few {order: после {round}-го тура {players} не равны {player} по очкам и всем дополнительным показателям} many {order: после {round}-го тура {players} не равны {player} по очкам и всем дополнительным показателям} other {order: после {round}-го тура {players} не равны {player} по очкам и всем дополнительным показателям}}',
  '{count, plural, one {order: {players} is tied with them too: rank every tied player} other {order: {players} are tied with them too: rank every tied player}}':
    '{count, plural, one {order: {players} тоже делит с ними место: расставьте всех равных игроков} few {order: {players} тоже делят с ними место: расставьте всех равных игроков} many {order: {players} тоже делят с ними место: расставьте всех равных игроков} other {order: {players} тоже делят с ними место: расставьте всех равных игроков}}',
  'No round is paired yet: nobody is tied': 'Ещё ни один тур не составлен: равных нет',
  'Round {round} is waiting for results: rank tied players once its standings count it':
    'Тур {round} ждёт результатов: расставьте равных игроков, когда он будет учтён в таблице',
  'tournament_id: not the tournament of the address': 'tournament_id: это не турнир из адреса',
  'category: the structure already has 50 categories': 'category: в структуре уже 50 категорий',
  'There are no winners to publish yet: compute or upload them first': 'Публиковать пока некого: сначала вычислите или загрузите призёров',
  'Team places': 'Командные места',
  'The teams in the order of the final team standings': 'Команды в порядке итогового командного положения',
  'Board {board}': 'Доска {board}',
  'Best performance rating on board {board}, from at least {count, plural, one {# game} other {# games}} played over the board':
    'Лучший рейтинг-перформанс на {board}-й доске, не менее чем в {count, plural, one {# сыгранной за доской партии} few {# сыгранных за доской партиях} many {# сыгранных за доской партиях} other {# сыгранной за доской партии}}',
  '{field}: {category}: board prizes are for team events': '{field}: {category}: призы по доскам бывают только в командных турнирах',
  '{field}: {category}: team places are for team events': '{field}: {category}: командные места бывают только в командных турнирах',
  '{field}: {category}: team places have no board': '{field}: {category}: у командных мест нет доски',
  "{field}: {category}: a team category tests the team's {fields}, not {given}":
    '{field}: {category}: командная категория проверяет {fields} команды, а не {given}',
  "{field}: {category}: a team event's prizes are team places (kind team) or board prizes (kind board, with its board)":
    '{field}: {category}: призы командного турнира — это командные места (kind team) или призы по доскам (kind board, с указанием доски)',
  '{field}: {category}: a board prize has no conditions, only its board and minimum of games':
    '{field}: {category}: у приза по доске нет условий, только доска и минимум партий',
  '{field}: {category}: the matches have {count, plural, one {# board} other {# boards}}':
    '{field}: {category}: в матчах {count, plural, one {# доска} few {# доски} many {# досок} other {# доски}}',
  '{missing, select, category {the sheet has no category column} place {the sheet has no place column} other {the sheet has no category or place column}}; every column is optional except Category, Place and one naming the player':
    '{missing, select, category {в таблице нет столбца категории} place {в таблице нет столбца места} other {в таблице нет столбцов категории и места}}; все столбцы необязательны, кроме Category, Place и одного, называющего игрока',
  'no column names the player; every column is optional except Category, Place and one of Start no, FIDE ID or Name':
    'ни один столбец не называет игрока; все столбцы необязательны, кроме Category, Place и одного из Start no, FIDE ID или Name',
  "''{text}'' is not an amount above 0": '«{text}» — не сумма больше 0',
  "''{text}'' has more than two decimals": 'в «{text}» больше двух знаков после запятой',
  "''{text}'' is not an amount (e.g. 5000 or 2500.50)": '«{text}» — не сумма (например, 5000 или 2500.50)',
  'a category is required': 'категория обязательна',
  "''{text}'' is not a category of the prize structure ({categories})": '«{text}» — не категория структуры призов ({categories})',
  "{category} is won by teams: a sheet gives players' prizes; change a team's place on the winners list":
    '{category} выигрывают команды: таблица задаёт призы игроков; место команды меняйте в списке призёров',
  'a place is required': 'место обязательно',
  "''{text}'' is not a place (1, 2, …)": '«{text}» — не место (1, 2, …)',
  "no player has the start number ''{number}''": 'ни у одного игрока нет стартового номера «{number}»',
  "no player of the tournament has the FIDE id ''{fideId}''": 'ни у одного игрока турнира нет FIDE ID «{fideId}»',
  "{count, plural, one {# player is called ''{name}''} other {# players are called ''{name}''}}; give the start number":
    '{count, plural, one {«{name}» зовут # игрока} few {«{name}» зовут # игроков} many {«{name}» зовут # игроков} other {«{name}» зовут # игрока}}; укажите стартовый номер',
  "no player of the tournament is called ''{name}''": 'в турнире нет игрока по имени «{name}»',
  'the player is required': 'игрок обязателен',
  "''{given}'' is {name}, but ''{first}'' is {player}": '«{given}» — это {name}, а «{first}» — {player}',
  'the structure has no amount for {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}; give one':
    'в структуре нет суммы за {place, selectordinal, other {#-е}} место ({category}); укажите её',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} is already given in row {row}':
    '{place, selectordinal, other {#-е}} место ({category}) уже указано в строке {row}',
  '{name} already has a prize in row {row} (one prize per player)': 'у {name} уже есть приз в строке {row} (один приз на игрока)',
  'Upload failed: prizes go to players of a tournament under way; no sheet is taken before round 1, without exception':
    'Загрузка не удалась: призы получают игроки идущего турнира; до 1-го тура таблицы не принимаются, без исключений',
  'Upload failed: save the prize structure first; no sheet is taken except against its categories':
    'Загрузка не удалась: сначала сохраните структуру призов; таблица принимается только по её категориям',
  '{count, plural, one {# prize} other {# prizes}} ready to upload':
    'Готово к загрузке: {count, plural, one {# приз} few {# приза} many {# призов} other {# приза}}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, decided offline ({file}, row {row})':
    '{category}, {place, selectordinal, other {#-е}} место: {name}, решено вне системы ({file}, строка {row})',
  'Uploaded from {file}, row {row}': 'Загружено из {file}, строка {row}',
  '{count, plural, one {# prize} other {# prizes}} uploaded': 'Загружено: {count, plural, one {# приз} few {# приза} many {# призов} other {# приза}}',
  '{count, plural, one {Payouts have started for # prize} other {Payouts have started for # prizes}}; {doing, select, structure {changing the prize structure} compute {computing the winners again} upload {replacing the winners} other {ranking tied players again}} would lose them. Change single awards instead':
    '{count, plural, one {Выплата уже начата по # призу} few {Выплата уже начата по # призам} many {Выплата уже начата по # призам} other {Выплата уже начата по # приза}}; {doing, select, structure {изменение структуры призов} compute {повторный расчёт призёров} upload {замена призёров} other {повторная расстановка равных игроков}} их потеряет. Меняйте призы по одному',
  'Prizes go by the final standings: finish the tournament first': 'Призы распределяются по итоговой таблице: сначала завершите турнир',
  'Save a prize structure with at least one category first': 'Сначала сохраните структуру призов хотя бы с одной категорией',
  'The prize structure has no category {category}': 'В структуре призов нет категории {category}',
  '{field}: {name} already holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} (one prize per team)':
    '{field}: у {name} уже {place, selectordinal, other {#-е}} место ({category}) (один приз на команду)',
  '{field}: {name} already holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} (one prize per player)':
    '{field}: у {name} уже {place, selectordinal, other {#-е}} место ({category}) (один приз на игрока)',
  "playerId: this is a team's place: give another team (teamId)": 'playerId: это место команды: укажите другую команду (teamId)',
  'teamId: not a team of this tournament': 'teamId: это не команда этого турнира',
  "teamId: this prize is a player's: give another player (playerId)": 'teamId: этот приз — приз игрока: укажите другого игрока (playerId)',
  'playerId: not a player of this tournament': 'playerId: это не игрок этого турнира',
  'Prize winner not found': 'Призёр не найден',
  'The payout of this prize is under way ({status}); it can no longer be changed': 'Выплата этого приза уже идёт ({status}); изменить его больше нельзя',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {amount}, set by the organiser: {reason}':
    '{category}, {place, selectordinal, other {#-е}} место: {name}, {amount}, назначено организатором: {reason}',
  '{points, plural, one {# match point} other {# match points}}':
    '{points, plural, one {# командное очко} few {# командных очка} many {# командных очков} other {# командного очка}}',
  '{points, plural, one {# game point} other {# game points}}':
    '{points, plural, one {# игровое очко} few {# игровых очка} many {# игровых очков} other {# игрового очка}}',
  '{points, plural, one {# point} other {# points}}': '{points, plural, one {# очко} few {# очка} many {# очков} other {# очка}}',
  'places {places} pooled and split equally': 'призы за места {places} сложены и разделены поровну',
  'half of each of places {places} kept by tie-break order, the other halves pooled and split equally (Hort system)':
    'половина приза за каждое из мест {places} остаётся по порядку дополнительных показателей, остальные половины сложены и разделены поровну (система Хорта)',
  'nobody is eligible for this category': 'никто не подходит под эту категорию',
  'every eligible team withdrew': 'все подходящие команды снялись',
  'every eligible player withdrew': 'все подходящие игроки снялись',
  'every eligible team already holds a prize of at least this value': 'у каждой подходящей команды уже есть приз не меньшей стоимости',
  'every eligible player already holds a prize of at least this value': 'у каждого подходящего игрока уже есть приз не меньшей стоимости',
  'placed {order}, below {name} ({winnerOrder})': 'на {order}-м месте, ниже {name} ({winnerOrder})',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {points}, {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the standings':
    '{category}, {place, selectordinal, other {#-е}} место: {name}, {points}, {order, selectordinal, other {#-е}} место в таблице',
  'placed above: {holders}': 'выше в таблице: {holders}',
  '{count, plural, one {{names} withdrew} other {{names} withdrew}}':
    '{count, plural, one {{names} снялся} few {{names} снялись} many {{names} снялись} other {{names} снялись}}',
  'tied on {points} with {others}: {how}': '{points}, как и у {others}: {how}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {points}, {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the standings, tied with {others}: {how}':
    '{category}, {place, selectordinal, other {#-е}} место: {name}, {points}, {order, selectordinal, other {#-е}} место в таблице, вровень с {others}: {how}',
  '{name}, no performance rating, {percentage}% from {played, plural, one {# game} other {# games}}':
    '{name}, без рейтинга-перформанса, {percentage} % из {played, plural, one {# партии} few {# партий} many {# партий} other {# партии}}',
  '{name}, {percentage}%, no performance rating from {played, plural, one {# game} other {# games}}':
    '{name}, {percentage} %, без рейтинга-перформанса, из {played, plural, one {# партии} few {# партий} many {# партий} other {# партии}}',
  '{name}, performance {performance}, {percentage}% from {played, plural, one {# game} other {# games}}':
    '{name}, перформанс {performance}, {percentage} % из {played, plural, one {# партии} few {# партий} many {# партий} other {# партии}}',
  '{name}, {percentage}%, performance {performance} from {played, plural, one {# game} other {# games}}':
    '{name}, {percentage} %, перформанс {performance} из {played, plural, one {# партии} few {# партий} many {# партий} other {# партии}}',
  'places {places} shared by the Hort system': 'призы за места {places} разделены по системе Хорта',
  'nobody played on board {board}': 'на {board}-й доске никто не играл',
  'nobody eligible played {count, plural, one {# game} other {# games}} on board {board}':
    'на {board}-й доске никто из подходящих игроков не сыграл {count, plural, one {# партию} few {# партии} many {# партий} other {# партии}}',
  '{name} played {played} of the {needed, plural, one {# game} other {# games}} needed':
    '{name} сыграл {played} из {needed, plural, one {# нужной партии} few {# нужных партий} many {# нужных партий} other {# нужной партии}}',
  'placed {place} on board {board}, below {name} ({winnerPlace})': 'на {place}-м месте на {board}-й доске, ниже {name} ({winnerPlace})',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {row}': '{category}, {place, selectordinal, other {#-е}} место: {row}',
  'passed over: {players}': 'пропущены: {players}',
  'equal with {others}: {how}': 'вровень с {others}: {how}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {row}, equal with {others}: {how}':
    '{category}, {place, selectordinal, other {#-е}} место: {row}, вровень с {others}: {how}',
  '{name} holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}':
    'у {name} {place, selectordinal, other {#-е}} место ({category})',
  'Upload failed: {problem} (field {field}); no field is required except tournamentId and file':
    'Загрузка не удалась: {problem} (поле {field}); обязательны только поля tournamentId и file',
  'send the form as multipart/form-data, with the sheet in the field "file"; every other field is text except that one':
    'отправьте форму как multipart/form-data, с таблицей в поле «file»; все остальные поля — текст',
  'send one sheet, in the field "file"; no other file is taken, except that one': 'отправьте одну таблицу, в поле «file»; другие файлы не принимаются',
  'columns "{first}" and "{second}" both hold the {field}; remove every one of them except one':
    'столбцы «{first}» и «{second}» оба содержат поле {field}; оставьте только один',
  'column {number}': 'столбец {number}',
  'Row {row}: {problem}': 'Строка {row}: {problem}',
  'Row {row}, column {column}: {problem}': 'Строка {row}, столбец {column}: {problem}',
  'column {column}: {problem}': 'столбец {column}: {problem}',
  'Upload failed: {reason}. Every row was refused, without exception': 'Загрузка не удалась: {reason}. Отклонены все строки, без исключения',
  'Cannot upload yet: every row is fine except {list}': 'Загрузить пока нельзя: все строки в порядке, кроме {list}',
  'Upload failed: every row is fine except {list}. Nothing was saved': 'Загрузка не удалась: все строки в порядке, кроме {list}. Ничего не сохранено',
  'row {row} ({problem})': 'строка {row} ({problem})',
  '{first}, {second}, {third} and {more, plural, one {# more row} other {# more rows}}':
    '{first}, {second}, {third} и ещё {more, plural, one {# строка} few {# строки} many {# строк} other {# строки}}',
  '{first}, {second} and {third}': '{first}, {second} и {third}',
  '{first} and {second}': '{first} и {second}',
  '{first}; {rest}': '{first}; {rest}',
} satisfies Translations;
