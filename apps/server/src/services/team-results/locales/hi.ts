import type { Translations } from '@kingside/contract';

export default {
  "Round {round}'s matches": 'राउंड {round} के मैच',
  'Team standings': 'टीम स्थिति',
  'Team crosstable': 'टीम क्रॉसटेबल',
  'Board standings': 'बोर्ड स्थिति',
  Team: 'टीम',
} satisfies Translations;
