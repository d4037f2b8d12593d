import { describe, expect, it } from 'vitest';
import { CURRENT_TAB_KEY, readCurrentTab, resetCurrentTab, storeCurrentTab } from './tabs.js';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('the remembered tab', () => {
  it('is kept under currentTab and read back', () => {
    const storage = memoryStorage();
    storeCurrentTab(storage, 2);
    expect(storage.values.get(CURRENT_TAB_KEY)).toBe('2');
    expect(readCurrentTab(storage, 4)).toBe(2);
  });

  it('falls back to the first tab when missing, garbled or out of range', () => {
    const storage = memoryStorage();
    expect(readCurrentTab(storage, 4)).toBe(0);
    storage.setItem(CURRENT_TAB_KEY, 'players');
    expect(readCurrentTab(storage, 4)).toBe(0);
    storage.setItem(CURRENT_TAB_KEY, '7');
    expect(readCurrentTab(storage, 4)).toBe(0);
    storage.setItem(CURRENT_TAB_KEY, '1.5');
    expect(readCurrentTab(storage, 4)).toBe(0);
  });

  it('goes back to 0 after an edit', () => {
    const storage = memoryStorage();
    storeCurrentTab(storage, 3);
    resetCurrentTab(storage);
    expect(readCurrentTab(storage, 4)).toBe(0);
  });
});
