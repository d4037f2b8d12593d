import type { Translations } from '@kingside/contract';

export default {
  "Round {round}'s matches": 'Die Mannschaftskämpfe der Runde {round}',
  'Team standings': 'Mannschaftstabelle',
  'Team crosstable': 'Mannschafts-Kreuztabelle',
  'Board standings': 'Brettwertung',
  Team: 'Mannschaft',
} satisfies Translations;
