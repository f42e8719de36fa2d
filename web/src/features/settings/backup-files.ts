/** Settings' export and import files: the Backup file out, its settings back in (only .json files, §5). */
import { parseAppSettings, type AppSettings } from "@/lib/app-settings";
import { downloadText } from "@/lib/download";
import { readFavorites } from "@/lib/favorites-store";
import { readHistory } from "@/lib/history-store";
import { readLocalPastes } from "@/lib/local-pastes";
import { backupFileName, buildBackup, serializeBackup } from "./backup";

/** A settings file is a few KB; a backup with a full history under a few MB. Anything larger is not ours. */
const IMPORT_LIMIT_BYTES = 10 * 1024 * 1024;

/** Downloads the Backup file in the chosen export format. Throws if it cannot be built. */
export function exportBackup(settings: AppSettings, profile: object | null, now = new Date()): void {
  const backup = buildBackup(
    { settings, profile, history: readHistory(), favorites: readFavorites(), pastes: readLocalPastes() },
    now,
  );
  const format = settings.data.exportFormat;
  const { text, type } = serializeBackup(backup, format);
  downloadText(text, backupFileName(format, now), type);
}

/** The settings in an imported file, or null: not .json, too large, not JSON, or not valid settings. */
export async function importSettingsFile(file: File): Promise<AppSettings | null> {
  if (!file.name.toLowerCase().endsWith(".json") || file.size > IMPORT_LIMIT_BYTES) return null;
  try {
    return parseAppSettings(JSON.parse(await file.text()));
  } catch {
    return null;
  }
}
