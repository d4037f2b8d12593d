import type { Translations } from '@kingside/contract';

export default {
  'Too many webhooks with wrong credentials from your address.': 'Zu viele Webhooks mit falschen Zugangsdaten von Ihrer Adresse.',
} satisfies Translations;
