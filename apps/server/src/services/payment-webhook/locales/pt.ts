import type { Translations } from '@kingside/contract';

export default {
  'Too many webhooks with wrong credentials from your address.': 'Demasiados webhooks com credenciais erradas a partir do seu endereço.',
} satisfies Translations;
