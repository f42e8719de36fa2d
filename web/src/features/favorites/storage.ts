/** Saved tools, kept in this browser's local storage (spec part 1 §3, Favorite). */
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

export function readFavorites(): Favorite[] {
  return parseFavorites(readRawFavorites());
}

/** Returns false when the list could not be saved (storage full or disabled). */
export function writeFavorites(favorites: readonly Favorite[]): boolean {
  try {
    const storage = storageOrNull();
    if (!storage) return false;
    storage.setItem(FAVORITES_STORAGE_KEY, serializeFavorites(favorites));
    return true;
  } catch {
    return false;
  }
}

/** Adds a tool; refused (returns null) when a favorite with the same id exists. */
export function addFavorite(name: string, url: string, now: Date = new Date()): Favorite | null {
  const favorites = readFavorites();
  const id = favoriteId(name, url);
  if (favorites.some((f) => f.id === id)) return null;
  const favorite: Favorite = { id, name, url, addedAt: now };
  return writeFavorites([...favorites, favorite]) ? favorite : null;
}

/** Removes by id; returns whether something was removed. */
export function removeFavorite(id: string): boolean {
  const favorites = readFavorites();
  const remaining = favorites.filter((f) => f.id !== id);
  if (remaining.length === favorites.length) return false;
  return writeFavorites(remaining);
}
