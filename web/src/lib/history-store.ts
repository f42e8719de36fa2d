/**
 * History (spec part 2 §3 'History entry'): the tools this browser used, newest first, in local storage. Signed
 * in, it holds the account's history (features/history keeps it in step with the server). Every entry is
 * checked on read: a tampered or damaged one is skipped, never shown and never a crash.
 */
import { isToolCategory, type ToolCategory } from "@/lib/tool-categories";

export type { ToolCategory };

export interface HistoryEntry {
  /** Made by the browser that recorded it; the server merges by it. */
  id: string;
  /** The tool's slug. */
  tool: string;
  category: ToolCategory;
  /** RFC 3339. */
  timestamp: string;
  /** Seconds spent on the tool for this use. */
  duration: number;
  description: string;
  /** The tool's site path. */
  url: string;
}

export const HISTORY_STORAGE_KEY = "penknife-history";
/** As many as the server keeps per account. */
export const MAX_HISTORY_ENTRIES = 5000;
export const MAX_DURATION_SECONDS = 86_400;
export const MAX_DESCRIPTION_LENGTH = 500;
const MAX_URL_LENGTH = 2048;
const DAY_MS = 86_400_000;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
// RFC 3339 with a zone, as the server stores it (Date.parse alone accepts looser text).
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Only paths on this site: a tampered entry must not turn its link into javascript: or another origin. */
export function isSitePath(url: unknown): url is string {
  return typeof url === "string" && url.length <= MAX_URL_LENGTH && url.startsWith("/") && !url.startsWith("//");
}

/** The entry when every field is what the contract allows (the server answers the same shape), else null. */
export function parseHistoryEntry(value: unknown): HistoryEntry | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, tool, category, timestamp, duration, description, url } = value as Record<string, unknown>;
  if (typeof id !== "string" || !ID.test(id)) return null;
  if (typeof tool !== "string" || !SLUG.test(tool)) return null;
  if (!isToolCategory(category)) return null;
  if (typeof timestamp !== "string" || !RFC3339.test(timestamp) || Number.isNaN(Date.parse(timestamp))) return null;
  if (typeof duration !== "number" || !Number.isFinite(duration) || duration < 0 || duration > MAX_DURATION_SECONDS)
    return null;
  if (typeof description !== "string" || description.length > MAX_DESCRIPTION_LENGTH) return null;
  if (!isSitePath(url)) return null;
  return { id, tool, category, timestamp, duration, description, url };
}

const newestFirst = (a: HistoryEntry, b: HistoryEntry) => Date.parse(b.timestamp) - Date.parse(a.timestamp);

/** Valid entries of `list`, each id once (the first wins), newest first, at most MAX_HISTORY_ENTRIES. */
export function cleanHistory(list: readonly unknown[]): HistoryEntry[] {
  const seen = new Set<string>();
  const entries: HistoryEntry[] = [];
  for (const value of list) {
    const entry = parseHistoryEntry(value);
    if (entry && !seen.has(entry.id)) {
      seen.add(entry.id);
      entries.push(entry);
    }
  }
  return entries.sort(newestFirst).slice(0, MAX_HISTORY_ENTRIES);
}

/** Parses the stored text; anything unreadable is an empty history. */
export function parseHistory(raw: string | null): HistoryEntry[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? cleanHistory(data) : [];
  } catch {
    return [];
  }
}

function storageOrNull(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // access can throw when storage is disabled
  }
}

function readRaw(): string | null {
  try {
    return storageOrNull()?.getItem(HISTORY_STORAGE_KEY) ?? null;
  } catch (error) {
    console.error("could not read history", error); // the spec: storage read errors are only logged
    return null;
  }
}

// One array per stored text, so React sees the same snapshot until the history changes.
let cachedRaw: string | null | undefined;
let cachedEntries: HistoryEntry[] = [];

/** The history, newest first. */
export function readHistory(): HistoryEntry[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedEntries = parseHistory(raw);
  }
  return cachedEntries;
}

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // Another tab changed the history (key null: that tab cleared all storage).
  if (event.key === HISTORY_STORAGE_KEY || event.key === null) notify();
}

/** Called on every change, here or in another tab; returns the unsubscribe function. */
export function subscribeHistory(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

/** The retention last applied by pruneHistory (Settings): entries arriving later obey it too. */
let retentionDays: number | null = null;

function withinRetention(entries: HistoryEntry[], now: number): HistoryEntry[] {
  if (retentionDays === null) return entries;
  const cutoff = now - retentionDays * DAY_MS;
  return entries.filter((entry) => Date.parse(entry.timestamp) >= cutoff);
}

/** Returns false when the history could not be saved (storage full or disabled). */
function write(entries: HistoryEntry[]): boolean {
  const storage = storageOrNull();
  if (!storage) return false;
  try {
    if (entries.length === 0) storage.removeItem(HISTORY_STORAGE_KEY);
    else storage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(entries));
    return true;
  } catch (error) {
    console.error("could not save history", error);
    return false;
  } finally {
    notify();
  }
}

/** Replaces the whole history (import, clear all, the account's history pulled from the server). */
export function replaceHistory(entries: readonly HistoryEntry[], now: number = Date.now()): void {
  write(withinRetention(cleanHistory(entries), now));
}

/** Adds entries whose id is new; returns those added. */
export function addHistoryEntries(entries: readonly HistoryEntry[], now: number = Date.now()): HistoryEntry[] {
  const current = readHistory();
  const known = new Set(current.map((entry) => entry.id));
  const added = withinRetention(cleanHistory(entries), now).filter((entry) => !known.has(entry.id));
  if (added.length > 0) write(cleanHistory([...added, ...current]));
  return added;
}

/** Removes entries older than `before` (all when null); returns how many. */
export function removeHistory(before: Date | null): number {
  const current = readHistory();
  const kept = before === null ? [] : current.filter((entry) => Date.parse(entry.timestamp) >= before.getTime());
  const removed = current.length - kept.length;
  if (removed > 0) write(kept);
  return removed;
}

/** Removes entries older than `days` days and keeps that retention for entries added later; returns how many. */
export function pruneHistory(days: number, now: number = Date.now()): number {
  retentionDays = days;
  return removeHistory(new Date(now - days * DAY_MS));
}
