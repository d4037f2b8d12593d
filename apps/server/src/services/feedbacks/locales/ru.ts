import type { Translations } from '@kingside/contract';

export default {
  'Thank you for your feedback': 'Спасибо за ваш отзыв',
  '{count, plural, one {# feedback} other {# feedbacks}}': '{count, plural, one {# отзыв} few {# отзыва} many {# отзывов} other {# отзыва}}',
  "Only the tournament's players may leave feedback on it": 'Оставить отзыв о турнире могут только его участники',
  'Feedback opens once the tournament has finished': 'Отзывы можно оставить после окончания турнира',
} satisfies Translations;
