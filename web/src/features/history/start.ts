import { startHistoryRecording } from "./recording";
import { startFavoritesSync } from "./sync";
import type { ToolLookup } from "./tool-lookup";

/** Records tool use into History and sends favorite changes to the account; call once when the app starts. */
export function startHistory(lookup: ToolLookup): () => void {
  const stopRecording = startHistoryRecording(lookup);
  const stopFavorites = startFavoritesSync();
  return () => {
    stopRecording();
    stopFavorites();
  };
}
