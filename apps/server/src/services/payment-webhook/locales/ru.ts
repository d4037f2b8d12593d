import type { Translations } from '@kingside/contract';

export default {
  'Too many webhooks with wrong credentials from your address.': 'Слишком много webhook-запросов с неверными учётными данными с вашего адреса.',
} satisfies Translations;
