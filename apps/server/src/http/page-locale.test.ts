import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageLanguageHeaders, pageLocale } from './page-locale.js';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe("a page's language", () => {
  it("is the visitor's choice, kept in its cookie, before the browser's languages", () => {
    expect(pageLocale(request({ cookie: 'theme=dark; kingside_locale=ar', 'accept-language': 'hi' }))).toBe('ar');
  });

  it("is the browser's first language Kingside speaks without a choice (or with one it does not speak)", () => {
    expect(pageLocale(request({ 'accept-language': 'ja, hi-IN;q=0.9' }))).toBe('hi');
    expect(pageLocale(request({ cookie: 'kingside_locale=xx', 'accept-language': 'de' }))).toBe('de');
  });

  it('is English otherwise', () => {
    expect(pageLocale(request({}))).toBe('en');
    expect(pageLocale(request({ 'accept-language': 'ja' }))).toBe('en');
  });

  it('is said, with what chose it, to caches in front', () => {
    expect(pageLanguageHeaders('hi')).toEqual({ 'content-language': 'hi', vary: 'Cookie, Accept-Language' });
  });
});
