/** The storage bar (part 2 §9): this site's local storage use against a 5120 KB display total. */
export const STORAGE_DISPLAY_TOTAL_KB = 5120;

export type StorageLevel = "normal" | "warning" | "critical";

/** Bytes this site keeps in local storage: browsers count keys and values in UTF-16, two bytes a code unit. */
export function measureLocalStorage(storage: Storage = localStorage): number {
  let units = 0;
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null) units += key.length + (storage.getItem(key)?.length ?? 0);
    }
  } catch {
    return 0;
  }
  return units * 2;
}

export interface StorageUsage {
  usedKb: number;
  percent: number;
  /** Yellow above 60 %, red above 80 %. */
  level: StorageLevel;
}

export function storageUsage(bytes: number): StorageUsage {
  const usedKb = bytes / 1024;
  const percent = Math.min(100, (usedKb / STORAGE_DISPLAY_TOTAL_KB) * 100);
  return { usedKb, percent, level: percent > 80 ? "critical" : percent > 60 ? "warning" : "normal" };
}
