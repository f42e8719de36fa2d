/**
 * The lookup history (the spec's entry: ip, result, timestamp), newest first, at most ten, kept in local storage
 * so it survives a reload. Entries are parsed back field by field: a damaged one is dropped, not fatal.
 */
import { parseIpInfo, type IpInfo } from "@/lib/ip-info";

export const HISTORY_KEY = "ipLookupHistory";
export const HISTORY_LIMIT = 10;

export interface LookupHistoryEntry {
  /** The address as the server answered it (canonical form). */
  ip: string;
  result: IpInfo;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

function parseEntry(value: unknown): LookupHistoryEntry | null {
  if (typeof value !== "object" || value === null) return null;
  const result = parseIpInfo(Reflect.get(value, "result"));
  const timestamp: unknown = Reflect.get(value, "timestamp");
  if (!result || typeof timestamp !== "number" || !Number.isFinite(timestamp)) return null;
  return { ip: result.ip, result, timestamp };
}

export function readHistory(storage: Storage = localStorage): LookupHistoryEntry[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(HISTORY_KEY) ?? "[]");
  } catch (error) {
    console.warn(`${HISTORY_KEY} is not valid JSON; starting a new history`, error);
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored
    .map(parseEntry)
    .filter((entry) => entry !== null)
    .slice(0, HISTORY_LIMIT);
}

function write(entries: LookupHistoryEntry[], storage: Storage) {
  try {
    storage.setItem(HISTORY_KEY, JSON.stringify(entries));
  } catch (error) {
    // Storage full or blocked: the history still works for this visit.
    console.warn("Could not save the IP lookup history", error);
  }
}

/** Puts a result first; an earlier lookup of the same address moves up instead of appearing twice. */
export function addToHistory(
  result: IpInfo,
  timestamp = Date.now(),
  storage: Storage = localStorage,
): LookupHistoryEntry[] {
  const entries = [
    { ip: result.ip, result, timestamp },
    ...readHistory(storage).filter((entry) => entry.ip !== result.ip),
  ].slice(0, HISTORY_LIMIT);
  write(entries, storage);
  return entries;
}

export function clearHistory(storage: Storage = localStorage): LookupHistoryEntry[] {
  write([], storage);
  return [];
}
