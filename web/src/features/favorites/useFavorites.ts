import { useCallback, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { useLingui } from "@lingui/react/macro";
import {
  addFavorite as addStoredFavorite,
  favoriteId,
  readFavorites,
  removeFavorite as removeStoredFavorite,
  subscribeFavorites,
  type Favorite,
} from "@/lib/favorites-store";

const EMPTY: Favorite[] = [];
const getServerSnapshot = () => EMPTY;

export interface UseFavorites {
  favorites: Favorite[];
  isFavorite: (name: string, url: string) => boolean;
  /** Returns the new favorite, or null when it was already saved (or storage refused it). */
  addFavorite: (name: string, url: string) => Favorite | null;
  removeFavorite: (id: string) => boolean;
}

/** The saved tools, in step across components and browser tabs. */
export function useFavorites(): UseFavorites {
  const favorites = useSyncExternalStore(subscribeFavorites, readFavorites, getServerSnapshot);

  const isFavorite = useCallback(
    (name: string, url: string) => favorites.some((f) => f.id === favoriteId(name, url)),
    [favorites],
  );
  const addFavorite = useCallback((name: string, url: string) => {
    return addStoredFavorite(name, url);
  }, []);
  const removeFavorite = useCallback((id: string) => {
    return removeStoredFavorite(id);
  }, []);

  return { favorites, isFavorite, addFavorite, removeFavorite };
}

/** The tool page's 'Add to Favorites' ↔ 'Favorited' toggle, with the spec's toasts. */
export function useFavoriteToggle(name: string, url: string): { isFavorite: boolean; onToggle: () => void } {
  const { isFavorite, addFavorite, removeFavorite } = useFavorites();
  const { t } = useLingui();
  const saved = isFavorite(name, url);

  const onToggle = useCallback(() => {
    if (saved) {
      if (removeFavorite(favoriteId(name, url))) {
        toast(t`Removed from favorites`, { description: t`${name} has been removed from your favorites.` });
      }
    } else if (addFavorite(name, url)) {
      toast.success(t`Added to favorites`, { description: t`${name} has been added to your favorites.` });
    } else {
      toast.error(t`Could not save favorite`, { description: t`Your browser's storage is full or turned off.` });
    }
  }, [saved, name, url, addFavorite, removeFavorite, t]);

  return { isFavorite: saved, onToggle };
}
