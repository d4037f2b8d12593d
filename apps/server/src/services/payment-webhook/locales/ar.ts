import type { Translations } from '@kingside/contract';

export default {
  'Too many webhooks with wrong credentials from your address.': 'عدد كبير جدًا من طلبات webhook ببيانات اعتماد خاطئة من عنوانك.',
} satisfies Translations;
