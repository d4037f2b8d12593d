import type { Translations } from '@kingside/contract';

export default {
  '{checkedIn} of {playing} checked in': 'Зарегистрировались {checkedIn} из {playing}',
  '{name} has no round left to check in for': 'У игрока {name} не осталось туров для регистрации',
  '{name} is absent from round {round}: not paired, a zero-point bye': '{name} отсутствует в {round}-м туре: без пары, свободен от игры с нулём очков',
  '{name} is to be paired in round {round}': '{name} попадёт в жеребьёвку {round}-го тура',
  '{name} is checked in for round {round}': '{name} зарегистрирован на {round}-й тур',
  '{name} is not checked in': '{name} не зарегистрирован',
  'Check-in settings saved': 'Настройки регистрации сохранены',
  'Check-in for round {round} is open': 'Регистрация на {round}-й тур открыта',
  'Check-in for round {round} closed: {count}': 'Регистрация на {round}-й тур закрыта: {count}',
  'No bye in round {round} for {name}': 'Нет бая в {round}-м туре для {name}',
  "Half-point bye in round {round} for {name}, beyond the tournament's limit of {limit} for players":
    'Бай с половиной очка в {round}-м туре для {name} сверх установленного турниром лимита в {limit} для игроков',
  'Half-point bye in round {round} for {name}': 'Бай с половиной очка в {round}-м туре для {name}',
  "required: no check-in in a team event: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'required: в командном турнире регистрации нет: в командном турнире игрок играет, когда капитан включает его в состав; кто не может прийти, в состав не включается',
  'required: only Swiss tournaments use check-in; a round robin pairs everyone by its Berger table (enter a forfeit for an absent player)':
    'required: регистрация есть только в турнирах по швейцарской системе; в круговом турнире пары задаёт таблица Бергера (для отсутствующего игрока внесите неявку)',
  'Every round of the tournament is paired ({rounds}); there is no check-in to hold':
    'Все туры турнира ({rounds}) уже сыграны по жеребьёвке; регистрация не нужна',
  'This tournament does not require check-in; turn it on in the check-in settings first':
    'В этом турнире регистрация не требуется; сначала включите её в настройках регистрации',
  'closesAt: the check-in must close later than now': 'closesAt: регистрация должна закрыться позже текущего момента',
  'Check-in for round {round} is already open': 'Регистрация на {round}-й тур уже открыта',
  'Check-in for round {round} is not open': 'Регистрация на {round}-й тур не открыта',
  'You have no entry in this tournament': 'Вы не заявлены в этом турнире',
  'Player not found': 'Игрок не найден',
  'You can only check in, or ask for byes, for yourself': 'Регистрироваться и просить бай можно только за себя',
  '{name} has withdrawn from the tournament; bring them back before you {what, select, bye {ask for a bye} other {check in}}':
    '{name} выбыл из турнира; верните игрока, прежде чем {what, select, bye {просить бай} other {регистрировать его}}',
  'You have withdrawn from this tournament, so you cannot {what, select, bye {ask for a bye} other {check in}}; ask the arbiter if you want to play again':
    'Вы выбыли из турнира, поэтому не можете {what, select, bye {просить бай} other {зарегистрироваться}}; обратитесь к судье, если хотите снова играть',
  "No check-in here: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'Здесь регистрации нет: в командном турнире игрок играет, когда капитан включает его в состав; кто не может прийти, в состав не включается',
  'A round robin pairs everyone by its Berger table; enter a forfeit for an absent player':
    'В круговом турнире пары задаёт таблица Бергера; для отсутствующего игрока внесите неявку',
  'This tournament does not use check-in': 'В этом турнире нет регистрации',
  '{name} has a half-point bye in round {round}; cancel it first to play':
    'У игрока {name} бай с половиной очка в {round}-м туре; чтобы играть, сначала отмените его',
  'You have a half-point bye in round {round}; cancel it first to play': 'У вас бай с половиной очка в {round}-м туре; чтобы играть, сначала отмените его',
  'Check-in for round {round} is not open yet': 'Регистрация на {round}-й тур ещё не открыта',
  'Check-in for round {round} has closed; ask the arbiter': 'Регистрация на {round}-й тур закрыта; обратитесь к судье',
  "No byes on request here: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it":
    'Здесь нельзя попросить бай: в командном турнире игрок играет, когда капитан включает его в состав; кто не может прийти, в состав не включается',
  'A round robin has no half-point byes on request; the arbiter enters a forfeit instead':
    'В круговом турнире нельзя попросить бай с половиной очка; вместо этого судья вносит неявку',
  'round: the tournament has {rounds} rounds, not {round}': 'round: в турнире {rounds} туров, а не {round}',
  'Round {round} is already paired; its byes can no longer change': 'Жеребьёвка {round}-го тура уже проведена; его баи больше не меняются',
  'This tournament takes no half-point bye requests from players; ask the arbiter':
    'Этот турнир не принимает от игроков просьбы о бае с половиной очка; обратитесь к судье',
  'You already have {count, plural, one {# half-point bye} other {# half-point byes}}, the most this tournament allows ({limit}); ask the arbiter':
    'У вас уже {count, plural, one {# бай} few {# бая} many {# баев} other {# бая}} с половиной очка — максимум, допустимый в этом турнире ({limit}); обратитесь к судье',
} satisfies Translations;
