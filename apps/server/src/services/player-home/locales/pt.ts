import type { Translations } from '@kingside/contract';

export default {
  'Your tournaments': 'Os seus torneios',
} satisfies Translations;
