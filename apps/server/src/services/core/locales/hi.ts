import type { Translations } from '@kingside/contract';

export default {
  '{reason} Try again in {wait}.': '{reason} {wait} बाद फिर कोशिश करें।',
  '{count, plural, one {# second} other {# seconds}}': '{count, plural, one {# सेकंड} other {# सेकंड}}',
  '{count, plural, one {# minute} other {# minutes}}': '{count, plural, one {# मिनट} other {# मिनट}}',
} satisfies Translations;
