/**
 * Settings → Clear All Data: everything Penknife keeps in this browser, and a signed-in user's history and favorites
 * on the server too (they would otherwise come back with the next sync). Settings go back to their defaults.
 */
import { defaultAppSettings } from "@/lib/app-settings";
import { clearDrafts } from "@/lib/auto-saved-text";
import { replaceFavorites } from "@/lib/favorites-store";
import { replaceHistory } from "@/lib/history-store";
import { clearLocalPastes } from "@/lib/local-pastes";
import type { Favorites, HistoryDeleted } from "@/lib/api/types";
import { meApi } from "@/lib/me-api";
import { saveAndSyncSettings } from "./settings-sync";

export async function clearAllData(): Promise<void> {
  replaceHistory([]);
  replaceFavorites([]);
  clearLocalPastes();
  clearDrafts();
  await saveAndSyncSettings(defaultAppSettings());
  await meApi<HistoryDeleted>("DELETE", "/history");
  const favorites = await meApi<Favorites>("GET", "/favorites");
  for (const { tool } of favorites?.favorites ?? [])
    await meApi<Favorites>("DELETE", `/favorites/${encodeURIComponent(tool)}`);
}
