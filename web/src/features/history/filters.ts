/** The recent-activity controls (spec part 2 §9): search, category, time period and sort. */
import { msg } from "@lingui/core/macro";
import type { HistoryEntry } from "@/lib/history-store";
import type { ToolCategory } from "@/lib/tool-categories";

/** The options, each label a message shown with `i18n._(label)`. */
export const TIME_PERIODS = [
  { value: "all", label: msg`All Time` },
  { value: "today", label: msg`Today` },
  { value: "week", label: msg`Last 7 Days` },
  { value: "month", label: msg`This Month` },
  { value: "year", label: msg`This Year` },
] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number]["value"];

export const SORT_ORDERS = [
  { value: "recent", label: msg`Most Recent` },
  { value: "usage", label: msg`Most Used` },
  { value: "duration", label: msg`Longest Duration` },
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number]["value"];

export type CategoryFilter = "all" | ToolCategory;

export interface HistoryFilter {
  query: string;
  category: CategoryFilter;
  period: TimePeriod;
  sort: SortOrder;
}

export const DEFAULT_FILTER: HistoryFilter = { query: "", category: "all", period: "all", sort: "recent" };

/** Where a period begins, in local time: today at midnight, 7 days ago, the 1st of the month, 1 January. */
export function periodStart(period: TimePeriod, now: Date): Date | null {
  switch (period) {
    case "all":
      return null;
    case "today":
      return new Date(now.getFullYear(), now.getMonth(), now.getDate());
    case "week":
      return new Date(now.getTime() - 7 * 86_400_000);
    case "month":
      return new Date(now.getFullYear(), now.getMonth(), 1);
    case "year":
      return new Date(now.getFullYear(), 0, 1);
  }
}

/** Entries matching the filter, in its order; `toolName` lets the search match the tool's name too. */
export function filterHistory(
  entries: readonly HistoryEntry[],
  filter: HistoryFilter,
  now: Date,
  toolName: (slug: string) => string,
): HistoryEntry[] {
  const query = filter.query.trim().toLowerCase();
  const start = periodStart(filter.period, now)?.getTime() ?? -Infinity;
  const matching = entries.filter(
    (entry) =>
      (filter.category === "all" || entry.category === filter.category) &&
      Date.parse(entry.timestamp) >= start &&
      (query === "" ||
        entry.description.toLowerCase().includes(query) ||
        toolName(entry.tool).toLowerCase().includes(query)),
  );
  return sortHistory(matching, filter.sort);
}

const byRecent = (a: HistoryEntry, b: HistoryEntry) => Date.parse(b.timestamp) - Date.parse(a.timestamp);

/** recent: newest first; usage: the tools used most often first; duration: longest first (ties newest first). */
export function sortHistory(entries: readonly HistoryEntry[], sort: SortOrder): HistoryEntry[] {
  const sorted = [...entries];
  if (sort === "recent") return sorted.sort(byRecent);
  if (sort === "duration") return sorted.sort((a, b) => b.duration - a.duration || byRecent(a, b));
  const uses = new Map<string, number>();
  for (const entry of entries) uses.set(entry.tool, (uses.get(entry.tool) ?? 0) + 1);
  return sorted.sort((a, b) => (uses.get(b.tool) ?? 0) - (uses.get(a.tool) ?? 0) || byRecent(a, b));
}
