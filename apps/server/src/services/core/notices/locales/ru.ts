import type { Translations } from '@kingside/contract';

export default {
  'Notice choices': 'Настройки уведомлений',
  'Notice choices saved': 'Настройки уведомлений сохранены',
  'Push notices on for this browser': 'Push-уведомления для этого браузера включены',
  'Push notices off for this browser': 'Push-уведомления для этого браузера выключены',
  'The push service address must be https': 'Адрес push-сервиса должен использовать https',
  'p256dh must be an uncompressed P-256 public key (65 bytes)': 'p256dh должен быть несжатым открытым ключом P-256 (65 байт)',
  'auth must be 16 bytes': 'auth должен занимать 16 байт',
  'Board {board}: you play {opponent}{colour, select, w { with White} b { with Black} other {}}.':
    'Доска {board}: вы играете с соперником {opponent}{colour, select, w { белыми} b { чёрными} other {}}.',
  'You do not play this round: no game.': 'В этом туре вы не играете: партии нет.',
  'You do not play this round: {bye}.': 'В этом туре вы не играете: {bye}.',
  'round {round} pairings': 'жеребьёвка {round}-го тура',
  'round {round} is starting': '{round}-й тур начинается',
  'Round {round} is starting: go to your board.': '{round}-й тур начинается: займите место за своей доской.',
  'check-in for round {round} closing': 'регистрация на {round}-й тур закрывается',
  'Check-in for round {round} closes at {time} UTC. Players who have not checked in are not paired.':
    'Регистрация на {round}-й тур закрывается в {time} UTC. Не зарегистрировавшиеся игроки не попадут в жеребьёвку.',
  'Check-in for round {round} closes soon. Players who have not checked in are not paired.':
    'Регистрация на {round}-й тур скоро закроется. Не зарегистрировавшиеся игроки не попадут в жеребьёвку.',
  'result of board {board} disputed': 'результат на доске {board} оспорен',
  'The players of board {board} (round {round}) entered different results; the arbiter decides.':
    'Игроки на доске {board} ({round}-й тур) ввели разные результаты; решает судья.',
  'tournament finished': 'турнир завершён',
  'The tournament is over ({players, plural, one {# player} other {# players}}).':
    'Турнир завершён ({players, plural, one {# участник} few {# участника} many {# участников} other {# участника}}).',
  'The tournament is over: you finished {rank} of {players}.': 'Турнир завершён: вы заняли {rank}-е место из {players}.',
  '{tournament}: {title}': '{tournament}: {title}',
} satisfies Translations;
