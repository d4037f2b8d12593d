import type { Translations } from '@kingside/contract';

export default {
  'Your tournaments': 'بطولاتك',
} satisfies Translations;
