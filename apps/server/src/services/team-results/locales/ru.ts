import type { Translations } from '@kingside/contract';

export default {
  "Round {round}'s matches": 'Матчи {round}-го тура',
  'Team standings': 'Командное положение',
  'Team crosstable': 'Командная турнирная таблица',
  'Board standings': 'Результаты по доскам',
  Team: 'Команда',
} satisfies Translations;
