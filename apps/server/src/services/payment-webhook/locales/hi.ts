import type { Translations } from '@kingside/contract';

export default {
  'Too many webhooks with wrong credentials from your address.': 'आपके पते से गलत क्रेडेंशियल वाले बहुत अधिक webhook आए।',
} satisfies Translations;
