import { afterEach, describe, expect, it } from 'vitest';
import { crosstableKey, formatPointsWithUnit, tieOrderLabel, unpairedName } from '@kingside/contract';
import { activateLocale } from './activate.js';
import { sayContract } from './sayContract.js';

describe('the contract’s texts', () => {
  afterEach(() => activateLocale('en'));

  it('read in English as the contract writes them, their values put in', () => {
    expect(sayContract(unpairedName('pairing_bye', false))).toBe('bye');
    expect(sayContract(formatPointsWithUnit(3.5))).toBe('3½ pts');
    expect(sayContract(formatPointsWithUnit(1))).toBe('1 pt');
    expect(sayContract(tieOrderLabel({ by: 'lot', lot: '0a3f' }))).toBe('by lot (0a3f)');
  });

  it('read in Hindi once Hindi is chosen', async () => {
    await activateLocale('hi');
    expect(sayContract(unpairedName('pairing_bye', false))).toBe('बाई');
    expect(sayContract(formatPointsWithUnit(3.5))).toBe('3½ अंक');
    expect(sayContract(tieOrderLabel({ by: 'lot', lot: '0a3f' }))).toBe('ड्रॉ से (0a3f)');
  });

  it('read in Arabic once Arabic is chosen, with its plural forms', async () => {
    await activateLocale('ar');
    expect(sayContract(unpairedName('absent', true))).toBe('منسحب');
    expect(sayContract(formatPointsWithUnit(3))).toBe('3 نقاط');
    expect(sayContract(crosstableKey())).toMatch(/^اللون: w الأبيض/);
  });
});
