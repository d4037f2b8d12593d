import { describe, expect, it } from 'vitest';
import { codesLeftText, otpMessages } from './auth.js';
import { inEnglish } from './test-support/in-english.js';

describe('sign-in code words', () => {
  it('speaks of a sign-in code, never of an OTP', () => {
    for (const message of Object.values(otpMessages)) expect(message).not.toMatch(/OTP/);
  });
  it('says how many codes are left while some are', () => {
    expect(inEnglish(codesLeftText({ codesLeft: 4, windowMinutes: 15 }))).toBe('You can ask for 4 more codes in the next 15 minutes.');
    expect(inEnglish(codesLeftText({ codesLeft: 1, windowMinutes: 15 }))).toBe('You can ask for 1 more code in the next 15 minutes.');
    expect(inEnglish(codesLeftText({ codesLeft: 0, windowMinutes: 15 }))).toBe('That was the last code for 15 minutes: use it, or sign in with your password.');
  });
});
