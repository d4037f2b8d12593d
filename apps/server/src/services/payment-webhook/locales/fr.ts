import type { Translations } from '@kingside/contract';

export default {
  'Too many webhooks with wrong credentials from your address.': 'Trop de webhooks aux identifiants erronés depuis votre adresse.',
} satisfies Translations;
