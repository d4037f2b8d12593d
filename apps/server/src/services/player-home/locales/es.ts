import type { Translations } from '@kingside/contract';

export default {
  'Your tournaments': 'Sus torneos',
} satisfies Translations;
