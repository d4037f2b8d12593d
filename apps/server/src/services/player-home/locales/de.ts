import type { Translations } from '@kingside/contract';

export default {
  'Your tournaments': 'Ihre Turniere',
} satisfies Translations;
