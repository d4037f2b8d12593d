/** The admin tournament page remembers its tab under this browser-storage key. */
export const CURRENT_TAB_KEY = 'currentTab';

type TabStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The remembered tab, or the first one when nothing (or nothing sensible) is stored. */
export function readCurrentTab(storage: TabStorage, tabCount: number): number {
  const stored = storage.getItem(CURRENT_TAB_KEY);
  const index = stored === null ? Number.NaN : Number(stored);
  return Number.isInteger(index) && index >= 0 && index < tabCount ? index : 0;
}

export function storeCurrentTab(storage: TabStorage, index: number): void {
  storage.setItem(CURRENT_TAB_KEY, String(index));
}

/** After editing a tournament its page opens on the first tab. */
export function resetCurrentTab(storage: TabStorage): void {
  storeCurrentTab(storage, 0);
}
