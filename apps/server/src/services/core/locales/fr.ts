import type { Translations } from '@kingside/contract';

export default {
  '{reason} Try again in {wait}.': '{reason} Réessayez dans {wait}.',
  '{count, plural, one {# second} other {# seconds}}': '{count, plural, one {# seconde} other {# secondes}}',
  '{count, plural, one {# minute} other {# minutes}}': '{count, plural, one {# minute} other {# minutes}}',
} satisfies Translations;
