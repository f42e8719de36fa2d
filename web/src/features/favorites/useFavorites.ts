import { useCallback, useSyncExternalStore } from "react";
import { toast } from "sonner";
import {
  FAVORITES_STORAGE_KEY,
  addFavorite as addStoredFavorite,
  favoriteId,
  parseFavorites,
  readRawFavorites,
  removeFavorite as removeStoredFavorite,
  type Favorite,
} from "./storage";

// One snapshot per stored text, so every component sees the same array until the storage changes.
let cachedRaw: string | null | undefined;
let cachedList: Favorite[] = [];
const listeners = new Set<() => void>();

function getSnapshot(): Favorite[] {
  const raw = readRawFavorites();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parseFavorites(raw);
  }
  return cachedList;
}

const EMPTY: Favorite[] = [];
const getServerSnapshot = () => EMPTY;

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // Another tab changed the list (key null: that tab cleared all storage).
  if (event.key === FAVORITES_STORAGE_KEY || event.key === null) notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export interface UseFavorites {
  favorites: Favorite[];
  isFavorite: (name: string, url: string) => boolean;
  /** Returns the new favorite, or null when it was already saved (or storage refused it). */
  addFavorite: (name: string, url: string) => Favorite | null;
  removeFavorite: (id: string) => boolean;
}

/** The saved tools, in step across components and browser tabs. */
export function useFavorites(): UseFavorites {
  const favorites = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

  const isFavorite = useCallback(
    (name: string, url: string) => favorites.some((f) => f.id === favoriteId(name, url)),
    [favorites],
  );
  const addFavorite = useCallback((name: string, url: string) => {
    const added = addStoredFavorite(name, url);
    notify();
    return added;
  }, []);
  const removeFavorite = useCallback((id: string) => {
    const removed = removeStoredFavorite(id);
    notify();
    return removed;
  }, []);

  return { favorites, isFavorite, addFavorite, removeFavorite };
}

/** The tool page's 'Add to Favorites' ↔ 'Favorited' toggle, with the spec's toasts. */
export function useFavoriteToggle(name: string, url: string): { isFavorite: boolean; onToggle: () => void } {
  const { isFavorite, addFavorite, removeFavorite } = useFavorites();
  const saved = isFavorite(name, url);

  const onToggle = useCallback(() => {
    if (saved) {
      if (removeFavorite(favoriteId(name, url))) {
        toast("Removed from favorites", { description: `${name} has been removed from your favorites.` });
      }
    } else if (addFavorite(name, url)) {
      toast.success("Added to favorites", { description: `${name} has been added to your favorites.` });
    } else {
      toast.error("Could not save favorite", { description: "Your browser's storage is full or turned off." });
    }
  }, [saved, name, url, addFavorite, removeFavorite]);

  return { isFavorite: saved, onToggle };
}
