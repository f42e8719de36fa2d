/**
 * History and favorites of a signed-in user follow them to every browser (issue 18, /api/me contract). This
 * browser's local stores hold either the signed-out visitor's data or one account's copy; OWNER_KEY says which.
 * - Sign-in: what the visitor held signed out is merged into the account (the server skips known ids and
 *   favorites), then the account's data replaces the local copy.
 * - Load while signed in: the account's data replaces the local copy (the server is the truth: another browser
 *   may have cleared or added since).
 * - Sign-out: the account's copy is removed from this browser; the server keeps it.
 * - Offline (or the server down): a history entry or favorite change the account did not get is kept as unsent
 *   and sent before the next pull — when the network comes back, or at the next load.
 */
import { favoriteId, onFavoriteChange, readFavorites, replaceFavorites, type Favorite } from "@/lib/favorites-store";
import { cleanHistory, readHistory, removeHistory, replaceHistory, type HistoryEntry } from "@/lib/history-store";
import type {
  FavoriteIn,
  Favorite as ServerFavorite,
  Favorites,
  FavoritesBody,
  History,
  HistoryAdded,
  HistoryBody,
  HistoryDeleted,
} from "@/lib/api/types";
import { meApi } from "@/lib/me-api";
import { titleFromSlug } from "@/lib/slug";
import { readStored, readStoredJson, writeStored } from "@/lib/stored";
import type { ToolLookup } from "./tool-lookup";

/** The id of the account whose copy the local history and favorites are; absent: the signed-out visitor's. */
export const OWNER_KEY = "penknife-sync-owner";
/** Ids of entries recorded while signed in that the account has not confirmed yet (offline, server down). */
export const UNSENT_KEY = "penknife-history-unsent";
/** Favorite changes made on this browser's account copy that the account has not confirmed: tool → change. */
export const UNSENT_FAVORITES_KEY = "penknife-favorites-unsent";
/** The server takes at most this many entries per request. */
export const HISTORY_BATCH = 500;

const TOOL_PATH = /^\/tools\/([a-z0-9][a-z0-9-]{0,63})$/;

const owner = () => readStored(OWNER_KEY);
const setOwner = (userId: string | null) => writeStored(OWNER_KEY, userId);

/** Sends entries to the account (no call when signed out), in batches the server accepts. */
export async function pushHistory(entries: readonly HistoryEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += HISTORY_BATCH) {
    const body: HistoryBody = { entries: entries.slice(start, start + HISTORY_BATCH) };
    const answer = await meApi<HistoryAdded>("POST", "/history", body);
    if (answer === null) return; // signed out meanwhile
  }
}

function unsentIds(): Set<string> {
  const ids = readStoredJson(UNSENT_KEY);
  return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : []);
}

const setUnsent = (ids: Set<string>) => writeStored(UNSENT_KEY, ids.size === 0 ? null : JSON.stringify([...ids]));

type FavoriteChange = { kind: "added"; addedAt: string } | { kind: "removed" };

function unsentFavorites(): Record<string, FavoriteChange> {
  const stored = readStoredJson(UNSENT_FAVORITES_KEY);
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(
      (entry): entry is [string, FavoriteChange] =>
        TOOL_PATH.test(`/tools/${entry[0]}`) &&
        typeof entry[1] === "object" &&
        entry[1] !== null &&
        (entry[1].kind === "removed" || (entry[1].kind === "added" && typeof entry[1].addedAt === "string")),
    ),
  );
}

const setUnsentFavorites = (changes: Record<string, FavoriteChange>) =>
  writeStored(UNSENT_FAVORITES_KEY, Object.keys(changes).length === 0 ? null : JSON.stringify(changes));

async function sendFavoriteChange(tool: string, change: FavoriteChange): Promise<void> {
  if (change.kind === "added") {
    const body: FavoritesBody = { favorites: [{ tool, addedAt: change.addedAt }] };
    await meApi<Favorites>("POST", "/favorites", body);
  } else {
    await meApi<Favorites>("DELETE", `/favorites/${tool}`);
  }
  // Confirmed: forget it, unless the user changed that favorite again meanwhile.
  const unsent = unsentFavorites();
  if (JSON.stringify(unsent[tool]) === JSON.stringify(change)) {
    delete unsent[tool];
    setUnsentFavorites(unsent);
  }
}

/** Sends every favorite change the account has not confirmed, in the order they were made. */
async function sendUnsentFavorites(): Promise<void> {
  for (const [tool, change] of Object.entries(unsentFavorites())) await sendFavoriteChange(tool, change);
}

/** Sends a new entry to the account; if that fails it is sent again at the next sync, before the pull. */
export async function sendHistoryEntry(entry: HistoryEntry): Promise<void> {
  try {
    await pushHistory([entry]);
  } catch (error) {
    setUnsent(unsentIds().add(entry.id));
    throw error;
  }
}

/** The slug a favorite stands for, or null for one that is not a tool page (it stays local). */
export function favoriteTool(favorite: Favorite): string | null {
  return TOOL_PATH.exec(favorite.url)?.[1] ?? null;
}

/** The server's favorites (tool slugs and RFC 3339 times, as the server checked them) as this browser keeps them. */
function favoritesFromServer(list: readonly ServerFavorite[], lookup: ToolLookup): Favorite[] {
  return list.map(({ tool, addedAt }) => {
    const url = `/tools/${tool}`;
    const name = lookup(tool)?.name ?? titleFromSlug(tool);
    return { id: favoriteId(name, url), name, url, addedAt: new Date(addedAt) };
  });
}

function toServerFavorites(favorites: readonly Favorite[]): FavoriteIn[] {
  return favorites.flatMap((favorite) => {
    const tool = favoriteTool(favorite);
    return tool ? [{ tool, addedAt: favorite.addedAt.toISOString() }] : [];
  });
}

/** Pulls the account's history and favorites into this browser; false when signed out meanwhile. */
async function pull(lookup: ToolLookup): Promise<boolean> {
  const before = new Set(readHistory().map((entry) => entry.id));
  const [history, favorites] = await Promise.all([
    meApi<History>("GET", "/history"),
    meApi<Favorites>("GET", "/favorites"),
  ]);
  if (history === null || favorites === null) return false;
  // Checked as every entry read back is (the category becomes the catalogue's type).
  const server = cleanHistory(history.entries);
  // A tool used while the answer was on its way was recorded here and posted: keep it.
  const recordedMeanwhile = readHistory().filter((entry) => !before.has(entry.id));
  replaceHistory([...server, ...recordedMeanwhile]);
  replaceFavorites(favoritesFromServer(favorites.favorites, lookup));
  return true;
}

/**
 * Brings this browser in step with `userId` (null: signed out). `isCurrent` turns false when the account
 * changed again before this finished, so a late answer never lands in the wrong account's copy.
 */
export async function syncAccount(userId: string | null, lookup: ToolLookup, isCurrent: () => boolean) {
  const holder = owner();
  if (userId === null) {
    if (holder !== null) {
      replaceHistory([]);
      replaceFavorites([]);
      setUnsent(new Set());
      setUnsentFavorites({});
      setOwner(null);
    }
    return;
  }
  if (holder === userId) {
    // Entries recorded on this account here that never reached it: send them before the pull replaces them.
    const unsent = unsentIds();
    if (unsent.size > 0) {
      await pushHistory(readHistory().filter((entry) => unsent.has(entry.id)));
      setUnsent(new Set());
    }
    await sendUnsentFavorites();
  } else if (holder === null) {
    // The visitor's own data, from before signing in: it joins the account.
    await pushHistory(readHistory());
    const favorites = toServerFavorites(readFavorites());
    if (favorites.length > 0) await meApi<Favorites>("POST", "/favorites", { favorites } satisfies FavoritesBody);
  }
  if (!isCurrent()) return;
  // Another account's copy (left by a sign-out this browser never saw) is simply replaced.
  if ((await pull(lookup)) && isCurrent()) setOwner(userId);
}

/**
 * Sends each favorite the user adds or removes to the account (no call when signed out); one the account does not
 * get stays unsent until the next sync.
 */
export function startFavoritesSync(): () => void {
  return onFavoriteChange(({ kind, favorite }) => {
    const tool = favoriteTool(favorite);
    if (!tool) return;
    const change: FavoriteChange =
      kind === "added" ? { kind, addedAt: favorite.addedAt.toISOString() } : { kind: "removed" };
    // Only the account's copy has changes to keep (a visitor's favorites join the account at sign-in).
    if (owner() !== null) setUnsentFavorites({ ...unsentFavorites(), [tool]: change });
    sendFavoriteChange(tool, change).catch((error: unknown) => console.warn("a favorite will be sent later", error));
  });
}

/**
 * Clears history entries older than `before` (all when null): on the account first (no call when signed out),
 * so a refusal there leaves both copies as they were; then here. Returns how many went from this browser.
 */
export async function clearHistory(before: Date | null): Promise<number> {
  await meApi<HistoryDeleted>(
    "DELETE",
    before === null ? "/history" : `/history?before=${encodeURIComponent(before.toISOString())}`,
  );
  return removeHistory(before);
}
