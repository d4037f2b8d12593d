import type { Translations } from '@kingside/contract';

export default {
  '{reason} Try again in {wait}.': '{reason} Tente novamente daqui a {wait}.',
  '{count, plural, one {# second} other {# seconds}}': '{count, plural, one {# segundo} other {# segundos}}',
  '{count, plural, one {# minute} other {# minutes}}': '{count, plural, one {# minuto} other {# minutos}}',
} satisfies Translations;
