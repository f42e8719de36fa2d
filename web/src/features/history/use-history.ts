import { useSyncExternalStore } from "react";
import { readFavorites, subscribeFavorites, type Favorite } from "@/lib/favorites-store";
import { readHistory, subscribeHistory, type HistoryEntry } from "@/lib/history-store";

const NO_ENTRIES: HistoryEntry[] = [];
const NO_FAVORITES: Favorite[] = [];

/** The history, newest first, in step with every change here and in other tabs. */
export function useHistoryEntries(): HistoryEntry[] {
  return useSyncExternalStore(subscribeHistory, readHistory, () => NO_ENTRIES);
}

/** The saved tools, in step with every change. */
export function useFavoriteList(): Favorite[] {
  return useSyncExternalStore(subscribeFavorites, readFavorites, () => NO_FAVORITES);
}
