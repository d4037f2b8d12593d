import type { Translations } from '@kingside/contract';

export default {
  'Your tournaments': 'Vos tournois',
} satisfies Translations;
