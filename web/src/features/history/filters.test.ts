import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "@/lib/history-store";
import { DEFAULT_FILTER, filterHistory, periodStart, type HistoryFilter } from "./filters";

// Local time, as the periods are: Wednesday 25 November 2026, 15:00.
const now = new Date(2026, 10, 25, 15, 0);

function entry(id: string, when: Date, patch: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id,
    tool: "json-formatter",
    category: "developer",
    timestamp: when.toISOString(),
    duration: 10,
    description: "Formatted JSON",
    url: "/tools/json-formatter",
    ...patch,
  };
}

const names: Record<string, string> = { "json-formatter": "JSON Formatter", "word-counter": "Word Counter" };
const toolName = (slug: string) => names[slug] ?? slug;

const entries = [
  entry("today", new Date(2026, 10, 25, 9), { duration: 5 }),
  entry("week", new Date(2026, 10, 20), {
    tool: "word-counter",
    category: "text-writing",
    description: "Counted words",
    duration: 400,
  }),
  entry("month", new Date(2026, 10, 2), {
    tool: "word-counter",
    category: "text-writing",
    description: "Counted words",
    duration: 30,
  }),
  entry("year", new Date(2026, 1, 1), {
    tool: "word-counter",
    category: "text-writing",
    description: "Counted words",
    duration: 1,
  }),
  entry("older", new Date(2025, 11, 31), { duration: 7200 }),
];

const ids = (filter: Partial<HistoryFilter>) =>
  filterHistory(entries, { ...DEFAULT_FILTER, ...filter }, now, toolName).map((e) => e.id);

describe("history filters", () => {
  it("starts each period where the spec says", () => {
    expect(periodStart("all", now)).toBeNull();
    expect(periodStart("today", now)).toEqual(new Date(2026, 10, 25));
    expect(periodStart("week", now)).toEqual(new Date(now.getTime() - 7 * 86_400_000));
    expect(periodStart("month", now)).toEqual(new Date(2026, 10, 1));
    expect(periodStart("year", now)).toEqual(new Date(2026, 0, 1));
  });

  it("filters by time period", () => {
    expect(ids({ period: "all" })).toEqual(["today", "week", "month", "year", "older"]);
    expect(ids({ period: "today" })).toEqual(["today"]);
    expect(ids({ period: "week" })).toEqual(["today", "week"]);
    expect(ids({ period: "month" })).toEqual(["today", "week", "month"]);
    expect(ids({ period: "year" })).toEqual(["today", "week", "month", "year"]);
  });

  it("filters by category and searches descriptions and tool names, ignoring case", () => {
    expect(ids({ category: "developer" })).toEqual(["today", "older"]);
    expect(ids({ category: "image-media" })).toEqual([]);
    expect(ids({ query: "COUNTED" })).toEqual(["week", "month", "year"]);
    expect(ids({ query: "json formatter" })).toEqual(["today", "older"]);
    expect(ids({ query: "  word ", period: "month" })).toEqual(["week", "month"]);
  });

  it("sorts by usage (the most used tool first) and by duration", () => {
    expect(ids({ sort: "usage" })).toEqual(["week", "month", "year", "today", "older"]);
    expect(ids({ sort: "duration" })).toEqual(["older", "week", "month", "today", "year"]);
  });
});
