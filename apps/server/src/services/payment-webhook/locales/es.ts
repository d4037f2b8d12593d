import type { Translations } from '@kingside/contract';

export default {
  'Too many webhooks with wrong credentials from your address.': 'Demasiados webhooks con credenciales incorrectas desde tu dirección.',
} satisfies Translations;
