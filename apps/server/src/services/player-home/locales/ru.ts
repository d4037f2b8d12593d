import type { Translations } from '@kingside/contract';

export default {
  'Your tournaments': 'Ваши турниры',
} satisfies Translations;
