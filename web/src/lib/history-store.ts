// STUB (replaced by helper W1's module at merge): only the names of the issue-18 contract that settings use.
export type ToolCategory = "text-writing" | "image-media" | "developer" | "networking-security" | "fun-viral";

export interface HistoryEntry {
  id: string;
  tool: string;
  category: ToolCategory;
  timestamp: string;
  duration: number;
  description: string;
  url: string;
}

const KEY = "penknife-history";
const listeners = new Set<() => void>();

export function readHistory(): HistoryEntry[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(stored) ? (stored as HistoryEntry[]) : [];
  } catch {
    return [];
  }
}

export function replaceHistory(entries: HistoryEntry[]): void {
  localStorage.setItem(KEY, JSON.stringify(entries));
  for (const listener of listeners) listener();
}

export function pruneHistory(retentionDays: number): number {
  const cutoff = Date.now() - retentionDays * 86_400_000;
  const entries = readHistory();
  const kept = entries.filter((entry) => Date.parse(entry.timestamp) >= cutoff);
  if (kept.length !== entries.length) replaceHistory(kept);
  return entries.length - kept.length;
}

export function subscribeHistory(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
