// localStorage / sessionStorage that never throws: storage can be blocked (privacy settings) or full.

type Area = 'localStorage' | 'sessionStorage';

/** Reads a key; null when missing or when storage is unavailable. */
export function readStore(key: string, area: Area = 'localStorage'): string | null {
  try { return window[area].getItem(key); } catch { return null; }
}

/** Writes a key (null removes it); silently does nothing when storage is unavailable. */
export function writeStore(key: string, value: string | null, area: Area = 'localStorage'): void {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch {
    /* blocked or full: the choice lasts for this page only */
  }
}
