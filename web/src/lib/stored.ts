/**
 * This browser's local storage for small values that are only worth keeping: reading or writing never throws
 * (storage disabled or full, a value that is not JSON), it gives null or does nothing instead.
 */

/** The text stored at `key`, or null. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The JSON value stored at `key`, unchecked (the caller checks its shape), or null. */
export function readStoredJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

/** Stores `value` at `key`, or removes the key when `value` is null. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage disabled or full: the value was only worth keeping, not needed.
  }
}
