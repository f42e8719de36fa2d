/** What History and the profile derive from the entries (spec part 2 §3 'Derived profile stats', §4, §9). */
import { i18n } from "@lingui/core";
import type { HistoryEntry } from "@/lib/history-store";
import { CATEGORIES, type ToolCategory } from "@/lib/tool-categories";

export const STREAK_CAP_DAYS = 30;
export const MOST_USED_COUNT = 10;
/** 'Clear old' removes entries at least this old. */
export const OLD_HISTORY_DAYS = 30;

/** The local calendar day of a time, as a number of days (so consecutive days differ by 1). */
function localDay(time: Date): number {
  return Math.round(Date.UTC(time.getFullYear(), time.getMonth(), time.getDate()) / 86_400_000);
}

/**
 * Consecutive days with at least one use, ending today (or yesterday: a streak is not lost before the day is
 * over), capped at 30.
 */
export function streakDays(entries: readonly HistoryEntry[], now: Date): number {
  const days = new Set(entries.map((entry) => localDay(new Date(entry.timestamp))));
  const today = localDay(now);
  let day = days.has(today) ? today : today - 1;
  let streak = 0;
  while (days.has(day) && streak < STREAK_CAP_DAYS) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

export interface ToolCount {
  tool: string;
  count: number;
  /** Seconds spent on it in all. */
  duration: number;
}

/** Uses per tool, most used first (ties: the most recently used first), at most `limit`. */
export function mostUsedTools(entries: readonly HistoryEntry[], limit = MOST_USED_COUNT): ToolCount[] {
  const counts = new Map<string, ToolCount>(); // entries are newest first, so insertion order is recency
  for (const entry of entries) {
    const count = counts.get(entry.tool) ?? { tool: entry.tool, count: 0, duration: 0 };
    count.count += 1;
    count.duration += entry.duration;
    counts.set(entry.tool, count);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count).slice(0, limit);
}

export interface HistorySummary {
  totalUses: number;
  toolsUsed: number;
  totalDuration: number;
  streakDays: number;
  lastToolUsed: string | null;
  mostUsedTool: string | null;
}

export function summarizeHistory(entries: readonly HistoryEntry[], now: Date): HistorySummary {
  return {
    totalUses: entries.length,
    toolsUsed: new Set(entries.map((entry) => entry.tool)).size,
    totalDuration: entries.reduce((sum, entry) => sum + entry.duration, 0),
    streakDays: streakDays(entries, now),
    lastToolUsed: entries[0]?.tool ?? null,
    mostUsedTool: mostUsedTools(entries, 1)[0]?.tool ?? null,
  };
}

export const CHART_DAYS = 14;

/** Uses on each of the last `days` local days, oldest first, labelled like 'Nov 25' (in the page's language). */
export function usesByDay(entries: readonly HistoryEntry[], now: Date, days = CHART_DAYS) {
  const counts = new Map<number, number>();
  for (const entry of entries) {
    const day = localDay(new Date(entry.timestamp));
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1 - index));
    return {
      day: i18n.date(date, { month: "short", day: "numeric" }),
      uses: counts.get(localDay(date)) ?? 0,
    };
  });
}

/** Uses per category, in the catalogue's order, only those used; each named in the page's language. */
export function usesByCategory(entries: readonly HistoryEntry[]) {
  const counts = new Map<ToolCategory, number>();
  for (const entry of entries) counts.set(entry.category, (counts.get(entry.category) ?? 0) + 1);
  return CATEGORIES.filter((category) => counts.has(category.id)).map((category) => ({
    category: category.id,
    name: i18n._(category.name),
    uses: counts.get(category.id) ?? 0,
  }));
}
