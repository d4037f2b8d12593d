import type { Translations } from '@kingside/contract';

export default {
  "Round {round}'s matches": 'Los encuentros de la ronda {round}',
  'Team standings': 'Clasificación por equipos',
  'Team crosstable': 'Tabla cruzada de equipos',
  'Board standings': 'Clasificación por tableros',
  Team: 'Equipo',
} satisfies Translations;
