/**
 * Saved tools (spec part 1 §3, Favorite), in this browser's local storage. Signed in, they are the account's
 * favorites: features/history keeps them in step with the server, told of each change here.
 */
export interface Favorite {
  /** `${name}-${url}` with every non-alphanumeric character replaced by '-'. */
  id: string;
  name: string;
  /** Site path of the tool, e.g. '/tools/password-generator'. */
  url: string;
  addedAt: Date;
}

export const FAVORITES_STORAGE_KEY = "penknife-favorites";

export function favoriteId(name: string, url: string): string {
  return `${name}-${url}`.replace(/[^a-zA-Z0-9]/g, "-");
}

/** Only paths on this site: a tampered entry must not turn the Open link into javascript: or another origin. */
function isSitePath(url: unknown): url is string {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//");
}

function revive(entry: unknown): Favorite | null {
  if (typeof entry !== "object" || entry === null) return null;
  const { id, name, url, addedAt } = entry as Record<string, unknown>;
  if (typeof id !== "string" || typeof name !== "string" || !isSitePath(url)) return null;
  if (typeof addedAt !== "string" && typeof addedAt !== "number") return null;
  const date = new Date(addedAt);
  if (Number.isNaN(date.getTime())) return null;
  return { id, name, url, addedAt: date };
}

/** Parses the stored text; anything unreadable yields an empty list, a single bad entry is skipped. */
export function parseFavorites(raw: string | null): Favorite[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const favorites: Favorite[] = [];
  for (const entry of data) {
    const favorite = revive(entry);
    if (favorite && !seen.has(favorite.id)) {
      seen.add(favorite.id);
      favorites.push(favorite);
    }
  }
  return favorites;
}

export function serializeFavorites(favorites: readonly Favorite[]): string {
  return JSON.stringify(
    favorites.map((f) => ({ id: f.id, name: f.name, url: f.url, addedAt: f.addedAt.toISOString() })),
  );
}

function storageOrNull(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // access can throw when storage is disabled
  }
}

export function readRawFavorites(): string | null {
  try {
    return storageOrNull()?.getItem(FAVORITES_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

// One array per stored text, so every component sees the same list until the storage changes.
let cachedRaw: string | null | undefined;
let cachedList: Favorite[] = [];

export function readFavorites(): Favorite[] {
  const raw = readRawFavorites();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parseFavorites(raw);
  }
  return cachedList;
}

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // Another tab changed the list (key null: that tab cleared all storage).
  if (event.key === FAVORITES_STORAGE_KEY || event.key === null) notify();
}

/** Called on every change, here or in another tab; returns the unsubscribe function. */
export function subscribeFavorites(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** A favorite the user added or removed (not a replacement of the whole list). */
export type FavoriteChange = { kind: "added" | "removed"; favorite: Favorite };
const changeListeners = new Set<(change: FavoriteChange) => void>();

/** Told of each favorite the user adds or removes (sync sends it on); returns the unsubscribe function. */
export function onFavoriteChange(listener: (change: FavoriteChange) => void): () => void {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}

function announce(change: FavoriteChange) {
  for (const listener of changeListeners) {
    try {
      listener(change);
    } catch (error) {
      console.error("favorite-change listener failed", error);
    }
  }
}

/** Returns false when the list could not be saved (storage full or disabled). */
export function writeFavorites(favorites: readonly Favorite[]): boolean {
  try {
    const storage = storageOrNull();
    if (!storage) return false;
    if (favorites.length === 0) storage.removeItem(FAVORITES_STORAGE_KEY);
    else storage.setItem(FAVORITES_STORAGE_KEY, serializeFavorites(favorites));
    return true;
  } catch {
    return false;
  } finally {
    notify();
  }
}

/** Replaces the whole list (import, clear, the account's favorites pulled from the server). */
export function replaceFavorites(list: readonly Favorite[]): void {
  writeFavorites(parseFavorites(serializeFavorites(list)));
}

/** Adds a tool; refused (returns null) when a favorite with the same id exists. */
export function addFavorite(name: string, url: string, now: Date = new Date()): Favorite | null {
  const favorites = readFavorites();
  const id = favoriteId(name, url);
  if (favorites.some((f) => f.id === id)) return null;
  const favorite: Favorite = { id, name, url, addedAt: now };
  if (!writeFavorites([...favorites, favorite])) return null;
  announce({ kind: "added", favorite });
  return favorite;
}

/** Removes by id; returns whether something was removed. */
export function removeFavorite(id: string): boolean {
  const favorites = readFavorites();
  const favorite = favorites.find((f) => f.id === id);
  if (!favorite || !writeFavorites(favorites.filter((f) => f !== favorite))) return false;
  announce({ kind: "removed", favorite });
  return true;
}
