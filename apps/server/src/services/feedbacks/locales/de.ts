import type { Translations } from '@kingside/contract';

export default {
  'Thank you for your feedback': 'Vielen Dank für Ihre Rückmeldung',
  '{count, plural, one {# feedback} other {# feedbacks}}': '{count, plural, one {# Rückmeldung} other {# Rückmeldungen}}',
  "Only the tournament's players may leave feedback on it": 'Nur die Spieler des Turniers können eine Rückmeldung dazu geben',
  'Feedback opens once the tournament has finished': 'Rückmeldungen sind nach Turnierende möglich',
} satisfies Translations;
