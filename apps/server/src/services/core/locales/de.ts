import type { Translations } from '@kingside/contract';

export default {
  '{reason} Try again in {wait}.': '{reason} Versuchen Sie es in {wait} erneut.',
  '{count, plural, one {# second} other {# seconds}}': '{count, plural, one {# Sekunde} other {# Sekunden}}',
  '{count, plural, one {# minute} other {# minutes}}': '{count, plural, one {# Minute} other {# Minuten}}',
} satisfies Translations;
