import { describe, expect, it } from 'vitest';
import { calendarDate, count, dateRange, dateTime, dayOf, entryFeeText, majorMoney } from './format.js';

describe('format', () => {
  it('writes an entry fee with its currency', () => {
    expect(majorMoney(30, 'INR')).toBe('₹30');
    expect(majorMoney(12.5, 'EUR')).toBe('€12.50');
    // A free event says so, not "₹0".
    expect(entryFeeText(0, 'INR')).toBe('Free');
    expect(entryFeeText(30, 'INR')).toBe('₹30');
  });

  it('writes calendar dates in the locale, on their own day whatever the time zone', () => {
    expect(calendarDate('2026-10-01', 'en-GB')).toBe('1 Oct 2026');
    expect(calendarDate('2026-10-01', 'en-US')).toBe('Oct 1, 2026');
    expect(calendarDate('2026-10-01', 'de-DE')).toBe('1. Okt. 2026');
  });

  it('shortens a tournament’s dates as the locale does', () => {
    // ICU sets the dash between thin spaces.
    expect(dateRange('2026-10-01', '2026-10-05', 'en-GB')).toBe('1 – 5 Oct 2026');
    expect(dateRange('2026-10-01', '2026-10-05', 'en-US')).toBe('Oct 1 – 5, 2026');
    expect(dateRange('2026-09-28', '2026-10-02', 'en-GB')).toBe('28 Sept – 2 Oct 2026');
    expect(dateRange('2026-10-01', null, 'en-GB')).toBe('1 Oct 2026');
    expect(dateRange(null, '2026-10-05', 'en-GB')).toBe('5 Oct 2026');
    expect(dateRange('2026-10-01', '2026-10-01', 'en-GB')).toBe('1 Oct 2026');
    expect(dateRange(null, null)).toBe('');
  });

  it('writes moments and counts in the locale', () => {
    expect(dateTime('2026-10-01T09:30:00Z', 'en-GB')).toMatch(/^1 Oct 2026, \d\d:30$/);
    expect(dayOf('2026-10-01T12:00:00Z', 'en-US')).toBe('Oct 1, 2026');
    expect(count(1234567, 'en-US')).toBe('1,234,567');
    expect(count(1234567, 'de-DE')).toBe('1.234.567');
  });
});
