import type { Translations } from '@kingside/contract';

export default {
  'Thank you for your feedback': 'Obrigado pela sua opinião',
  '{count, plural, one {# feedback} other {# feedbacks}}': '{count, plural, one {# opinião} other {# opiniões}}',
  "Only the tournament's players may leave feedback on it": 'Só os jogadores do torneio podem dar a sua opinião sobre ele',
  'Feedback opens once the tournament has finished': 'As opiniões abrem quando o torneio terminar',
} satisfies Translations;
