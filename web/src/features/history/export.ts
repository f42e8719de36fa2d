import type { Favorite } from "@/lib/favorites-store";
import type { HistoryEntry } from "@/lib/history-store";
import { downloadText } from "@/lib/download";

/** '{product}_history_{date}.json' with the local date, e.g. 'penknife_history_2026-11-25.json'. */
export function historyFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `penknife_history_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** The spec's History entries, isFavorite derived from the saved tools. */
export function historyExport(entries: readonly HistoryEntry[], favorites: readonly Favorite[]) {
  const saved = new Set(favorites.map((favorite) => favorite.url));
  return entries.map((entry) => ({ ...entry, isFavorite: saved.has(entry.url) }));
}

export function downloadHistory(entries: readonly HistoryEntry[], favorites: readonly Favorite[], now: Date) {
  downloadText(
    `${JSON.stringify(historyExport(entries, favorites), null, 2)}\n`,
    historyFileName(now),
    "application/json",
  );
}
