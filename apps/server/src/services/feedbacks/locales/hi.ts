import type { Translations } from '@kingside/contract';

export default {
  'Thank you for your feedback': 'आपकी प्रतिक्रिया के लिए धन्यवाद',
  '{count, plural, one {# feedback} other {# feedbacks}}': '{count, plural, one {# प्रतिक्रिया} other {# प्रतिक्रियाएँ}}',
  "Only the tournament's players may leave feedback on it": 'केवल टूर्नामेंट के खिलाड़ी ही इस पर प्रतिक्रिया दे सकते हैं',
  'Feedback opens once the tournament has finished': 'टूर्नामेंट समाप्त होने पर प्रतिक्रिया खुलती है',
} satisfies Translations;
