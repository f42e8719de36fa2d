/**
 * The spec's Backup file (part 2 §3): settings, profile, history, favorites, pastes, exportDate, version '1.0',
 * saved as {product}_backup_{date}.json or .csv (§9).
 */
import type { AppSettings, ExportFormat } from "@/lib/app-settings";
import type { Favorite } from "@/lib/favorites-store";
import type { HistoryEntry } from "@/lib/history-store";
import type { LocalPaste } from "@/lib/local-pastes";

export const BACKUP_VERSION = "1.0";

export interface Backup {
  settings: AppSettings;
  /** The signed-in user's profile; null when signed out. */
  profile: object | null;
  history: HistoryEntry[];
  favorites: Favorite[];
  /** This browser's pastes (their share links and delete tokens). */
  pastes: LocalPaste[];
  exportDate: string;
  version: typeof BACKUP_VERSION;
}

export function buildBackup(parts: Omit<Backup, "exportDate" | "version">, now: Date): Backup {
  return { ...parts, exportDate: now.toISOString(), version: BACKUP_VERSION };
}

/** penknife_backup_2026-11-25.json: the local date, as the user reads it. */
export function backupFileName(format: ExportFormat, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `penknife_backup_${date}.${format}`;
}

/** Each leaf of the backup as [dotted path, value]: settings.preferences.fontSize, history.0.tool, version … */
function leaves(value: unknown, path: string, into: [string, string | number | boolean | null][]) {
  if (value instanceof Date) into.push([path, value.toISOString()]);
  else if (Array.isArray(value)) value.forEach((item, index) => leaves(item, `${path}.${index}`, into));
  else if (typeof value === "object" && value !== null)
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, into);
  else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value === null)
    into.push([path, value]);
  return into;
}

/**
 * RFC 4180 quoting. A text cell that a spreadsheet would run as a formula (= + - @, tab, CR first) gets a leading
 * apostrophe: a history description or paste title must not become a formula when the file is opened.
 */
function cell(value: string | number | boolean | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One `key,value` row per leaf, so every field of the JSON form is there and a spreadsheet opens it as a list. */
export function backupToCsv(backup: Backup): string {
  const rows = leaves(backup, "", []).map(([key, value]) => `${cell(key)},${cell(value)}`);
  return ["key,value", ...rows].join("\r\n") + "\r\n";
}

export function backupToJson(backup: Backup): string {
  return JSON.stringify(backup, null, 2);
}

export function serializeBackup(backup: Backup, format: ExportFormat): { text: string; type: string } {
  return format === "csv"
    ? { text: backupToCsv(backup), type: "text/csv;charset=utf-8" }
    : { text: backupToJson(backup), type: "application/json" };
}
