import type { Translations } from '@kingside/contract';

export default {
  "Round {round}'s matches": 'مباريات الجولة {round}',
  'Team standings': 'ترتيب الفرق',
  'Team crosstable': 'الجدول المتقاطع للفرق',
  'Board standings': 'الترتيب حسب الرقعة',
  Team: 'الفريق',
} satisfies Translations;
