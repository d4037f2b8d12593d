import type { Translations } from '@kingside/contract';

export default {
  Teams: 'Команды',
  'Team entered': 'Команда заявлена',
  'Team saved': 'Команда сохранена',
  'Team deleted': 'Команда удалена',
  'Roster saved': 'Состав команды сохранён',
  'Team approved': 'Команда одобрена',
  'Team declined': 'Команда отклонена',
  'The player is already on the roster of {team}': 'Игрок уже в составе команды {team}',
  '{tournament} is not a team event: it has players, not teams': '{tournament} — не командное соревнование: в нём игроки, а не команды',
  'The tournament has finished; its teams can no longer change': 'Турнир завершён; его команды больше нельзя менять',
  'A team round robin takes no teams once round 1 is paired; revert round 1 first':
    'Командный круговой турнир не принимает команды после жеребьёвки 1-го тура; сначала отмените 1-й тур',
  'All {rounds} rounds are paired; a late team would have no round to play':
    'Жеребьёвка всех {rounds} туров проведена; у опоздавшей команды не осталось бы ни одного тура',
  'Team not found in this tournament': 'Команда в этом турнире не найдена',
  '{team} was approved already': 'Команда {team} уже одобрена',
  '{team} was declined already': 'Команда {team} уже отклонена',
  'No account has the email {email}: the captain signs up first, then becomes captain':
    'Нет учётной записи с адресом {email}: капитан сначала регистрируется, затем становится капитаном',
  '{names} and {last}': '{names} и {last}',
  'Only the tournament’s arbiters and the team’s own captain may set its roster': 'Состав команды могут задавать только судьи турнира и её собственный капитан',
  'Round 1 is paired: from now on only the arbiter adds players to a roster, as new last reserves':
    'Жеребьёвка 1-го тура проведена: теперь только судья добавляет игроков в состав, как новых последних запасных',
  'The tournament has finished; its rosters can no longer change': 'Турнир завершён; составы команд больше нельзя менять',
  "Round 1 is paired: FIDE team practice keeps the board order set before round 1, so {team}'s players stay in their order and new players join only as last reserves":
    'Жеребьёвка 1-го тура проведена: по командной практике FIDE порядок досок, заданный до 1-го тура, сохраняется, поэтому игроки команды {team} остаются в своём порядке, а новые добавляются только последними запасными',
  '{count, plural, one {{players} is not a player} other {{players} are not players}} of this tournament':
    '{count, plural, one {{players} не является игроком} few {{players} не являются игроками} many {{players} не являются игроками} other {{players} не являются игроками}} этого турнира',
  '{count, plural, one {{players} was expelled} other {{players} were expelled}} from the tournament':
    '{count, plural, one {{players} исключён} few {{players} исключены} many {{players} исключены} other {{players} исключены}} из турнира',
  '{count, plural, one {{players} withdrew from the tournament; bring them back before adding them to a roster} other {{players} withdrew from the tournament; bring them back before adding them to a roster}}':
    '{count, plural, one {{players} снялся с турнира; верните игрока, прежде чем добавлять его в состав} few {{players} снялись с турнира; верните их, прежде чем добавлять в состав} many {{players} снялись с турнира; верните их, прежде чем добавлять в состав} other {{players} снялись с турнира; верните их, прежде чем добавлять в состав}}',
  '{player} is already on the roster of {team}; a player plays for one team only':
    '{player} уже в составе команды {team}; игрок выступает только за одну команду',
  'A team named {team} is already in this tournament': 'Команда с названием {team} уже есть в этом турнире',
  "{team}'s entry fee was refunded, so it cannot come back into the tournament": 'Взнос команды {team} возвращён, поэтому она не может вернуться в турнир',
  'The team was withdrawn before round {round} was paired without it, so it cannot come back':
    'Команда снята до того, как жеребьёвка {round}-го тура прошла без неё, поэтому вернуться она не может',
  'Round 1 is paired, so {team} stays in the event; withdraw it instead':
    'Жеребьёвка 1-го тура проведена, поэтому команда {team} остаётся в турнире; вместо этого снимите её',
} satisfies Translations;
