import type { Translations } from '@kingside/contract';

export default {
  'Thank you for your feedback': 'Merci pour votre avis',
  '{count, plural, one {# feedback} other {# feedbacks}}': '{count, plural, one {# avis} other {# avis}}',
  "Only the tournament's players may leave feedback on it": 'Seuls les joueurs du tournoi peuvent donner leur avis sur celui-ci',
  'Feedback opens once the tournament has finished': 'Les avis s’ouvrent une fois le tournoi terminé',
} satisfies Translations;
