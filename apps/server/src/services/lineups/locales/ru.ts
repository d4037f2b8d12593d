import type { Translations } from '@kingside/contract';

export default {
  'The lineups of round {round}': 'Составы на {round}-й тур',
  'Lineup set': 'Состав на тур задан',
  'The lineups of round {round} are published': 'Составы на {round}-й тур опубликованы',
  'Match forfeit recorded': 'Неявка на матч записана',
  'Match forfeit undone': 'Неявка на матч отменена',
  'Board {board} of the match already has a result; correct the board results instead':
    'На доске {board} матча уже есть результат; исправьте вместо этого результаты досок',
  'The match is not forfeited': 'Неявка на этот матч не записана',
  'Match not found in round {round}': 'Матч в {round}-м туре не найден',
  'The pairing-allocated bye is no match to forfeit': 'Бай, назначенный жеребьёвкой, — не матч, на который можно записать неявку',
  'Round {round} is scored; a forfeit changes only a round still being played': '{round}-й тур подсчитан; неявка меняет только тур, который ещё играется',
  'The lineups of round {round} are already published': 'Составы на {round}-й тур уже опубликованы',
  "Only the tournament's arbiters and the teams' captains see the lineups": 'Составы видят только судьи турнира и капитаны команд',
  'A lineup has at most {boards} players ({boards} boards); {given} given': 'В составе на тур не больше {boards} игроков ({boards} досок); указано {given}',
  'A player is in the lineup only once': 'Игрок включается в состав только один раз',
  'A player given is not on the roster of {team}': 'Один из указанных игроков не входит в состав команды {team}',
  '{player} is not on the roster of {team}': '{player} не входит в состав команды {team}',
  '{player} has withdrawn from the tournament and cannot play': '{player} снялся с турнира и не может играть',
  '{after} (roster position {afterPosition}) cannot play below {before} (roster position {beforePosition}): a lineup keeps the roster order; players may be left out, not reordered':
    '{after} (место {afterPosition} в составе) не может играть ниже, чем {before} (место {beforePosition} в составе): состав на тур сохраняет порядок заявки; игроков можно пропускать, но не переставлять',
  "Only the captain of {team} or the tournament's arbiters set its lineup": 'Состав команды {team} на тур задают только её капитан или судьи турнира',
  '{team} is not paired in round {round}: it has no lineup to set': 'Команда {team} не участвует в жеребьёвке {round}-го тура: задавать ей состав не нужно',
  'The lineups of round {round} are published; its boards are made': 'Составы на {round}-й тур опубликованы; пары на досках составлены',
  'The lineup deadline of round {round} passed at {deadline}; ask the arbiter to change the lineup':
    'Срок подачи составов на {round}-й тур истёк в {deadline}; попросите судью изменить состав',
  '{field}: {problem}': '{field}: {problem}',
} satisfies Translations;
