import type { Translations } from '@kingside/contract';

export default {
  'Thank you for your feedback': 'شكرًا على ملاحظاتك',
  '{count, plural, one {# feedback} other {# feedbacks}}':
    '{count, plural, zero {لا ملاحظات} one {ملاحظة واحدة} two {ملاحظتان} few {# ملاحظات} many {# ملاحظة} other {# ملاحظة}}',
  "Only the tournament's players may leave feedback on it": 'لا يترك الملاحظات على البطولة إلا لاعبوها',
  'Feedback opens once the tournament has finished': 'تُفتح الملاحظات بعد انتهاء البطولة',
} satisfies Translations;
