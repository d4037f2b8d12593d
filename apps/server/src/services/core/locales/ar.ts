import type { Translations } from '@kingside/contract';

export default {
  '{reason} Try again in {wait}.': '{reason} حاول مجددًا بعد {wait}.',
  '{count, plural, one {# second} other {# seconds}}':
    '{count, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}',
  '{count, plural, one {# minute} other {# minutes}}':
    '{count, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
} satisfies Translations;
