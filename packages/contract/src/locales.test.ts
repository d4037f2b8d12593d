import { describe, expect, it } from 'vitest';
import { isRightToLeft, LOCALE_NAMES, LOCALES, localeOfTag, negotiateLocale } from './locales.js';

describe('the languages Kingside speaks', () => {
  it('names each language in itself, and mirrors Arabic only', () => {
    expect(Object.keys(LOCALE_NAMES)).toEqual([...LOCALES]);
    expect(LOCALES.filter(isRightToLeft)).toEqual(['ar']);
  });

  it('reads a language from a tag with a region or script', () => {
    expect(localeOfTag('pt-BR')).toBe('pt');
    expect(localeOfTag('hi_IN')).toBe('hi');
    expect(localeOfTag(' AR-eg ')).toBe('ar');
    expect(localeOfTag('ja-JP')).toBeUndefined();
  });

  it("takes the Accept-Language header's best language Kingside speaks, by quality then by order", () => {
    expect(negotiateLocale('ja, hi-IN;q=0.8, en;q=0.9')).toBe('en');
    expect(negotiateLocale('ja, hi-IN;q=0.8, en;q=0.7')).toBe('hi');
    expect(negotiateLocale('fr-CH, de;q=0.9')).toBe('fr');
    expect(negotiateLocale('de;q=0, ru')).toBe('ru');
    expect(negotiateLocale('ja, zh')).toBeUndefined();
    expect(negotiateLocale('*')).toBeUndefined();
    expect(negotiateLocale(undefined)).toBeUndefined();
    expect(negotiateLocale('')).toBeUndefined();
  });
});
