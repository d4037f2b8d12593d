import type { Translations } from '@kingside/contract';

export default {
  'Thank you for your feedback': 'Gracias por tu opinión',
  '{count, plural, one {# feedback} other {# feedbacks}}': '{count, plural, one {# opinión} other {# opiniones}}',
  "Only the tournament's players may leave feedback on it": 'Solo los jugadores del torneo pueden opinar sobre él',
  'Feedback opens once the tournament has finished': 'Las opiniones se abren cuando termina el torneo',
} satisfies Translations;
