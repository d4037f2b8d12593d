import type { Translations } from '@kingside/contract';

export default {
  'Your board': 'Ваша доска',
  'Both players confirmed: the result waits for the arbiter': 'Оба игрока подтвердили: результат ждёт судью',
  'Your opponent confirmed another result: the arbiter decides': 'Соперник подтвердил другой результат: решает судья',
  'Your result is recorded; waiting for your opponent': 'Ваш результат записан; ждём соперника',
  'Confirmations by the players': 'Подтверждения игроков',
  'Round {round} is not paired yet': 'Тур {round} ещё не составлен',
  'Round {round} has no board {board}': 'В {round}-м туре нет доски {board}',
  'Board {board} of round {round} is a bye or an absence: nobody plays there': 'Доска {board} в {round}-м туре — бай или неявка: за ней никто не играет',
  'Only the two players of board {board} may confirm its result': 'Подтвердить результат доски {board} могут только двое её игроков',
  'The arbiter has entered the result of board {board}: {result}. Confirmations no longer change it.':
    'Судья внёс результат доски {board}: {result}. Подтверждения его больше не меняют.',
  'The tournament has finished: results can no longer be confirmed.': 'Турнир завершён: результаты больше нельзя подтвердить.',
  'Round {round} has not started yet: confirm the result once the game is over.': '{round}-й тур ещё не начался: подтвердите результат после окончания партии.',
  'Round {round} is closed: results can no longer be confirmed.': '{round}-й тур закрыт: результаты больше нельзя подтвердить.',
  '{reason} Your confirmation ({result}) was not recorded.': '{reason} Ваше подтверждение ({result}) не записано.',
} satisfies Translations;
