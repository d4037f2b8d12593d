import type { Translations } from '@kingside/contract';

export default {
  "Round {round}'s matches": 'Les matchs de la ronde {round}',
  'Team standings': 'Classement des équipes',
  'Team crosstable': 'Grille américaine des équipes',
  'Board standings': 'Classement par échiquier',
  Team: 'Équipe',
} satisfies Translations;
