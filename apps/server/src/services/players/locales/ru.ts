import type { Translations } from '@kingside/contract';

export default {
  'Player added': 'Игрок добавлен',
  'Player already added': 'Игрок уже добавлен',
  'You are registered': 'Вы зарегистрированы',
  'Player details': 'Сведения об игроке',
  'Player updated': 'Данные игрока обновлены',
  '{name} withdrawn': '{name} снят с турнира',
  '{name} back in the tournament': '{name} снова в турнире',
  Players: 'Игроки',
  'You do not manage this tournament': 'Вы не управляете этим турниром',
  '{field}: no half-point byes in the last round ({last}) of this tournament; round {round} cannot have one':
    '{field}: в последнем туре ({last}) этого турнира баев с половиной очка нет; в туре {round} его быть не может',
  '{field}: no half-point byes in the last {count} rounds ({first} to {last}) of this tournament; round {round} cannot have one':
    '{field}: в последних турах этого турнира ({count}: с {first} по {last}) баев с половиной очка нет; в туре {round} его быть не может',
  "{field}: {player} would have {total} half-point byes, beyond this tournament's limit of {limit} per player":
    '{field}: у {player} было бы баев с половиной очка: {total}, больше предела этого турнира — {limit} на игрока',
  'clientToken: this token already sent another request; send a new one': 'clientToken: с этим токеном уже отправлен другой запрос; отправьте новый',
  'This tournament caps its field or approves its entries: register from its page (POST /api/registration/{tournamentId})':
    'Этот турнир ограничивает число участников или утверждает заявки: регистрируйтесь на его странице (POST /api/registration/{tournamentId})',
  '{name} was expelled in round {round}; an expulsion cannot be undone': '{name} исключён в туре {round}; исключение отменить нельзя',
  '{name} was expelled before round 1; an expulsion cannot be undone': '{name} исключён до 1-го тура; исключение отменить нельзя',
  '{what}: round {round} is paired, and pairing numbers are fixed once round {fixedFrom} is':
    '{what}: жеребьёвка тура {round} проведена, а стартовые номера фиксируются после жеребьёвки тура {fixedFrom}',
  '{what}: {round, plural, one {round 1 is} other {rounds 1 to # are}} already paired with the old pairing numbers, and stay as they were paired':
    '{what}: {round, plural, one {жеребьёвка 1-го тура проведена} few {жеребьёвка туров с 1 по # проведена} many {жеребьёвка туров с 1 по # проведена} other {жеребьёвка туров с 1 по # проведена}} по старым стартовым номерам, и пары остаются прежними',
  'The tournament has finished; its pairing numbers can no longer change': 'Турнир завершён; его стартовые номера больше менять нельзя',
  'pairingNumber: {name} already has number {number}': 'pairingNumber: у {name} уже номер {number}',
  'pairingNumber: no player of this tournament has number {number}': 'pairingNumber: ни у одного игрока этого турнира нет номера {number}',
  'pairingNumber: swapping pairing numbers {change} ({name}, {other})': 'pairingNumber: обмен стартовыми номерами {change} ({name}, {other})',
  '{reason} Nothing was changed; try again in a few minutes.': '{reason} Ничего не изменено; попробуйте снова через несколько минут.',
  'The payment provider refused {what}: {reason}': 'Платёжный провайдер отклонил {what}: {reason}',
  'The tournament has finished; its players can no longer change': 'Турнир завершён; его участников больше менять нельзя',
  "{field}: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    '{field}: в командном турнире игроки играют, когда капитан включает их в состав; игрока, который не может прийти, в состав не включают',
  '{field}: a round robin has no requested byes; enter a forfeit instead': '{field}: в круговом турнире нет баев по заявке; вместо этого запишите неявку',
  '{field}: the tournament has {rounds} rounds, not {round}': '{field}: в турнире {rounds} туров, а не {round}',
  'fullPointByes: round {round} is a half-point bye too; a round has one bye':
    'fullPointByes: тур {round} также указан как бай с половиной очка; в туре бывает только один бай',
  'byes: round {round} is already paired; its byes can no longer change (revert it first)':
    'byes: жеребьёвка тура {round} уже проведена; его баи больше менять нельзя (сначала отмените жеребьёвку)',
  'Full-point bye in round {round} for {name}: FIDE discourages full-point byes other than the pairing-allocated bye; the player scores a win without playing, which also counts against them when the pairing-allocated bye is given':
    'Бай с очком в туре {round} для {name}: FIDE не рекомендует баи с очком, кроме свободного от игры по жеребьёвке; игрок получает победу без игры, что учитывается против него и при назначении бая по жеребьёвке',
  'fideId: {name} is already entered with FIDE id {fideId}': 'fideId: {name} уже заявлен с FIDE id {fideId}',
  'name: {name}, born {birthDate}, is already entered': 'name: {name}, дата рождения {birthDate}, уже заявлен',
  'This tournament charges an entry fee of {fee}: register through the entry-fee registration, which takes the payment':
    'Этот турнир берёт вступительный взнос {fee}: регистрируйтесь через регистрацию со взносом, которая принимает оплату',
  'A round robin takes no players once round 1 is paired; revert round 1 first':
    'После жеребьёвки 1-го тура в круговой турнир игроков не добавляют; сначала отмените 1-й тур',
  'All {rounds} rounds are paired; a late entry would have no round to play':
    'Жеребьёвка всех {rounds} туров проведена; у позднего участника не осталось бы туров',
  "{name}'s entry fee was refunded, so they cannot come back into the tournament": 'Взнос {name} возвращён, поэтому вернуться в турнир нельзя',
  'deputyArbiterFideIds: {ids} FIDE ids for {deputies} deputy arbiters': 'deputyArbiterFideIds: FIDE id: {ids}, заместителей главного судьи: {deputies}',
  'Pairing number {number} set': 'Стартовый номер {number} присвоен',
  'Expelling {name}: The player is not paired again in this tournament; a board already paired for them stands, for its result. A Swiss removes the player from its standings, prizes and the TRF ranks; their opponents keep the games played against them for their tie-breaks. The expulsion, with the round it happens in, is written into the TRF export (FIDE rating report) as a comment. It cannot be undone: the player cannot be brought back into the tournament.':
    'Исключение {name}: игрок больше не участвует в жеребьёвке этого турнира; уже составленная для него пара остаётся ради её результата. Швейцарская система убирает игрока из таблицы, призов и мест в TRF; его соперники сохраняют сыгранные с ним партии для своих дополнительных показателей. Исключение с туром, в котором оно произошло, записывается комментарием в экспорт TRF (отчёт FIDE по рейтингу). Это необратимо: вернуть игрока в турнир нельзя.',
} satisfies Translations;
