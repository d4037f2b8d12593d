import type { Translations } from '@kingside/contract';

export default {
  "Round {round}'s matches": 'Os encontros da rodada {round}',
  'Team standings': 'Classificação por equipes',
  'Team crosstable': 'Tabela cruzada das equipes',
  'Board standings': 'Classificação por tabuleiro',
  Team: 'Equipe',
} satisfies Translations;
