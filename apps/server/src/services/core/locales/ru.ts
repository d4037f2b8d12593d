import type { Translations } from '@kingside/contract';

export default {
  '{reason} Try again in {wait}.': '{reason} Повторите через {wait}.',
  '{count, plural, one {# second} other {# seconds}}': '{count, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}',
  '{count, plural, one {# minute} other {# minutes}}': '{count, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}',
} satisfies Translations;
