import type { Translations } from '@kingside/contract';

export default {
  'Your tournaments': 'आपके टूर्नामेंट',
} satisfies Translations;
