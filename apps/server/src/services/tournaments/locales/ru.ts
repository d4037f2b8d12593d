import type { Translations } from '@kingside/contract';

export default {
  'Split into {count, plural, one {# section} other {# sections}}':
    'Разделено на {count, plural, one {# группу} few {# группы} many {# групп} other {# группы}}',
  'The tournament left FIDE mode in round {round}': 'Турнир вышел из режима FIDE в туре {round}',
  '{name} expelled': '{name} исключён',
  'Prohibited pairings': 'Запрещённые пары',
  'Prohibited pairing added': 'Запрещённая пара добавлена',
  'Prohibited pairing removed': 'Запрещённая пара удалена',
  'Ratings per round': 'Рейтинги по турам',
  'Rating entered': 'Рейтинг внесён',
  'Rating removed': 'Рейтинг удалён',
  'Players {players} ranked by the arbiter after round {round}': 'Игроки {players} расставлены судьёй после тура {round}',
  'Tournament config': 'Настройки турнира',
  'Tournament config saved': 'Настройки турнира сохранены',
  'Tournament created': 'Турнир создан',
  'Tournament already created': 'Турнир уже создан',
  'Tournament imported': 'Турнир импортирован',
  Tournaments: 'Турниры',
  Statistics: 'Статистика',
  Tournament: 'Турнир',
  'Tournament updated': 'Турнир обновлён',
  'The tournament left FIDE mode in round {round}; it cannot go back': 'Турнир вышел из режима FIDE в туре {round}; вернуться нельзя',
  'Leaving FIDE mode: It cannot be undone: the tournament stays out of FIDE mode to its end. The round it happens in is written into the TRF export (FIDE rating report) as a comment. Every admin page and export marks the tournament as not run in FIDE mode. Actions FIDE mode refuses (warning level 5) become possible.':
    'Выход из режима FIDE: это необратимо: турнир остаётся вне режима FIDE до конца. Тур, в котором это произошло, записывается комментарием в экспорт TRF (отчёт FIDE по рейтингу). Все страницы администрирования и экспорты отмечают турнир как проведённый не в режиме FIDE. Действия, которые режим FIDE запрещает (уровень предупреждения 5), становятся возможны.',
  'Expelling {name}: The player is not paired again in this tournament; a board already paired for them stands, for its result. A Swiss removes the player from its standings, prizes and the TRF ranks; their opponents keep the games played against them for their tie-breaks. The expulsion, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment. It cannot be undone: the player cannot be brought back into the tournament.':
    'Исключение {name}: игрок больше не участвует в жеребьёвке этого турнира; уже составленная для него пара остаётся ради её результата. Швейцарская система убирает игрока из таблицы, призов и мест в TRF; его соперники сохраняют сыгранные с ним партии для своих дополнительных показателей. Исключение с туром, в котором оно произошло, записывается комментарием в экспорт TRF (отчёт FIDE по рейтингу). Это необратимо: вернуть игрока в турнир нельзя.',
  'Prohibited pairings keep players apart; a team event pairs teams, and its boards come from the lineups':
    'Запрещённые пары разводят игроков; командный турнир ставит в пары команды, а доски берутся из составов',
  'Prohibited pairings apply to a Swiss tournament; a round robin pairs everyone with everyone':
    'Запрещённые пары применяются в турнире по швейцарской системе; в круговом турнире все играют со всеми',
  'Prohibited pairings: round {round} is paired; they are entered before round 1':
    'Запрещённые пары: жеребьёвка тура {round} проведена; их вносят до 1-го тура',
  'lastRound: the tournament has {rounds} rounds': 'lastRound: в турнире {rounds} туров',
  'entryIds: a player named is not in this tournament': 'entryIds: один из указанных игроков не участвует в этом турнире',
  'Prohibited pairing not found': 'Запрещённая пара не найдена',
  'unratedRating: give the rating unrated players count with, or choose none':
    'unratedRating: укажите рейтинг, с которым считаются игроки без рейтинга, или выберите «нет»',
  'ratingMethod: changing the rating method ({from} → {to}). Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.':
    'ratingMethod: смена способа учёта рейтинга ({from} → {to}). Жеребьёвка 1-го тура проведена: меняются турнирные рейтинги, а с ними стартовые номера, пока их ещё можно менять (до 3-го тура), и все уже показанные дополнительные показатели по рейтингу (ARO, TPR, PTP, APRO, APPO).',
  'ratingMethod: changing the rating unrated players count with. Round 1 is paired: the tournament ratings change, so do the pairing numbers while they may still change (up to round 3) and every rating-based tie-break (ARO, TPR, PTP, APRO, APPO) already shown.':
    'ratingMethod: смена рейтинга, с которым считаются игроки без рейтинга. Жеребьёвка 1-го тура проведена: меняются турнирные рейтинги, а с ними стартовые номера, пока их ещё можно менять (до 3-го тура), и все уже показанные дополнительные показатели по рейтингу (ARO, TPR, PTP, APRO, APPO).',
  'fromRound: the tournament has {rounds} rounds': 'fromRound: в турнире {rounds} туров',
  'playerId: the player is not in this tournament': 'playerId: этот игрок не участвует в турнире',
  'Rating not found': 'Рейтинг не найден',
  'A tournament can only be split before round 1 is paired': 'Разделить турнир можно только до жеребьёвки 1-го тура',
  '{field}: section {section} would have {count, plural, one {# player} other {# players}}; a section needs at least 2':
    '{field}: в группе {section} было бы {count, plural, one {# игрок} few {# игрока} many {# игроков} other {# игрока}}; в группе нужно хотя бы 2',
  'tiebreaks: round {round} is paired; changing the tie-breaks ({from} → {to}) now: Every standings list, printout and prize ranking is ranked again by the new tie-breaks, those already shown included. Players told their place may find it changed. The change, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment.':
    'tiebreaks: жеребьёвка тура {round} проведена; смена дополнительных показателей ({from} → {to}) сейчас: каждая таблица, распечатка и распределение призов пересчитываются по новым показателям, включая уже показанные. Игроки, знающие своё место, могут увидеть его изменённым. Изменение с туром, в котором оно произошло, записывается комментарием в экспорт TRF (отчёт FIDE по рейтингу).',
  '{field}: {code} is a team tie-break; an individual event ranks by individual ones':
    '{field}: {code} — командный дополнительный показатель; личный турнир ранжирует по личным',
  '{field}: the primary score always ranks first; list only the tie-breaks after it':
    '{field}: основной результат всегда идёт первым; укажите только показатели после него',
  '{field}: points always rank first; list only the tie-breaks after them': '{field}: очки всегда идут первыми; укажите только показатели после них',
  'tiebreaks: {code} is listed twice': 'tiebreaks: {code} указан дважды',
  'Club not found': 'Клуб не найден',
  'You do not manage this club': 'Вы не управляете этим клубом',
  'clubId: a club membership tournament belongs to a club': 'clubId: турнир для членов клуба принадлежит клубу',
  '{field}: {field, select, system {The pairing system} initialColour {The initial colour} boards {The number of boards} teamScoring {The team scoring} other {The rating used}} cannot change once round 1 is paired; revert round 1 first':
    '{field}: {field, select, system {систему жеребьёвки} initialColour {начальный цвет} boards {число досок} teamScoring {командный зачёт} other {используемый рейтинг}} нельзя менять после жеребьёвки 1-го тура; сначала отмените 1-й тур',
  'acceleration: round {round} is paired; the acceleration is chosen before round 1':
    'acceleration: жеребьёвка тура {round} проведена; ускорение выбирают до 1-го тура',
  'rounds: a round robin has as many rounds as its Berger table': 'rounds: в круговом турнире столько туров, сколько в его таблице Бергера',
  'rounds: round {round} is already paired; revert rounds first to have fewer':
    'rounds: жеребьёвка тура {round} уже проведена; чтобы туров стало меньше, сначала отмените туры',
  'rounds: a Swiss needs its number of rounds': 'rounds: для швейцарской системы нужно число туров',
  'endDate: the end date is before the start date': 'endDate: дата окончания раньше даты начала',
  'boards: boards, team scoring and a lineup deadline are for team events only':
    'boards: доски, командный зачёт и срок подачи составов — только для командных турниров',
  'Only organisers and admins manage tournaments': 'Управлять турнирами могут только организаторы и администраторы',
  'trf: the match points (362): {problem}': 'trf: матчевые очки (362): {problem}',
  'trf: the pairing-allocated bye is worth {matchPoints} match points and {gamePoints} game points (320); Kingside counts it as a drawn match, {drawMatchPoints} and {drawGamePoints} (C.04.6 art. 1.4)':
    'trf: бай по жеребьёвке стоит {matchPoints} матчевых и {gamePoints} индивидуальных очков (320); Kingside считает его ничейным матчем: {drawMatchPoints} и {drawGamePoints} (C.04.6 ст. 1.4)',
  "trf: team {team}'s name holds {found}, an invisible or direction-changing character; remove it and import again":
    'trf: в названии команды {team} есть {found} — невидимый символ или символ смены направления текста; удалите его и импортируйте снова',
  'trf: two teams are named "{name}" (310); a team\'s name is its own in an event':
    'trf: две команды называются «{name}» (310); в турнире у каждой команды своё название',
  'trf: team {team} wins its boards of round {round} by forfeit against no team; a match forfeited as a whole is a 330 record':
    'trf: команда {team} выигрывает свои доски тура {round} по неявке, но без команды-соперника; неявка на весь матч — это запись 330',
  'trf: a team event has 1 to {max} boards per match; the file has {boards}': 'trf: в командном турнире от 1 до {max} досок в матче; в файле {boards}',
  'trf: the boards’ colours (352) do not alternate from white on board 1, which is how Kingside gives them (C.04.6 art. 4)':
    'trf: цвета на досках (352) не чередуются начиная с белых на 1-й доске, как их даёт Kingside (C.04.6 ст. 4)',
  'trf: player {player} has a {result} bye in round {round}, which Kingside does not record':
    'trf: у игрока {player} в туре {round} бай {result}, который Kingside не записывает',
  'trf: round {round} pairs {player} with {opponent}, who does not have them as opponent':
    'trf: в туре {round} {player} в паре с {opponent}, у которого он не указан соперником',
  'trf: round {round}, {player} against {opponent}: results {result} and {opponentResult} do not go together':
    'trf: тур {round}, {player} против {opponent}: результаты {result} и {opponentResult} не согласуются',
  "trf: {what, select, name {the tournament name (012)} city {the city (022)} chiefArbiter {the chief arbiter (102)} deputy {a deputy arbiter (112)} other {player {player}'s name}} holds {found}, an invisible or direction-changing character; remove it and import again":
    'trf: {what, select, name {в названии турнира (012)} city {в городе (022)} chiefArbiter {в имени главного судьи (102)} deputy {в имени заместителя главного судьи (112)} other {в имени игрока {player}}} есть {found} — невидимый символ или символ смены направления текста; удалите его и импортируйте снова',
  'trf: the point system must be in half points from 0 to 10': 'trf: система очков должна быть в половинах очка от 0 до 10',
  'trf: the file has no players (001 lines)': 'trf: в файле нет игроков (строк 001)',
  'trf: the file gives no number of rounds (142 or XXR) and records none': 'trf: в файле не указано число туров (142 или XXR) и не записано ни одного',
} satisfies Translations;
