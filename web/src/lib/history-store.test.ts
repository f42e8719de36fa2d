// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  HISTORY_STORAGE_KEY,
  addHistoryEntries,
  parseHistory,
  pruneHistory,
  readHistory,
  removeHistory,
  replaceHistory,
  subscribeHistory,
  type HistoryEntry,
} from "./history-store";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-25T12:00:00Z");

function entry(id: string, daysAgo: number, patch: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id,
    tool: "json-formatter",
    category: "developer",
    timestamp: new Date(NOW - daysAgo * DAY).toISOString(),
    duration: 12,
    description: "Formatted JSON",
    url: "/tools/json-formatter",
    ...patch,
  };
}

beforeEach(() => {
  localStorage.clear();
  pruneHistory(100_000, NOW); // no retention from an earlier test worth speaking of
});

describe("history store", () => {
  it("keeps entries newest first and adds only new ids", () => {
    addHistoryEntries([entry("a", 3), entry("b", 1)], NOW);
    expect(addHistoryEntries([entry("b", 1), entry("c", 2)], NOW).map((e) => e.id)).toEqual(["c"]);
    expect(readHistory().map((e) => e.id)).toEqual(["b", "c", "a"]);
  });

  it("tells subscribers of every change", () => {
    const listener = vi.fn();
    const stop = subscribeHistory(listener);
    replaceHistory([entry("a", 0)], NOW);
    removeHistory(null);
    stop();
    replaceHistory([entry("b", 0)], NOW);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("removes entries older than a cutoff, or all", () => {
    replaceHistory([entry("new", 1), entry("old", 31), entry("older", 40)], NOW);
    expect(removeHistory(new Date(NOW - 30 * DAY))).toBe(2);
    expect(readHistory().map((e) => e.id)).toEqual(["new"]);
    expect(removeHistory(null)).toBe(1);
    expect(readHistory()).toEqual([]);
    expect(localStorage.getItem(HISTORY_STORAGE_KEY)).toBeNull();
  });

  it("prunes by retention and keeps that retention for entries added later", () => {
    replaceHistory([entry("a", 1), entry("b", 10)], NOW);
    expect(pruneHistory(7, NOW)).toBe(1);
    addHistoryEntries([entry("c", 8), entry("d", 2)], NOW);
    expect(readHistory().map((e) => e.id)).toEqual(["a", "d"]);
  });

  it.each([
    ["not JSON", "{oops"],
    ["an object", '{"id":"x"}'],
    ["null", "null"],
  ])("reads %s as an empty history without throwing", (_what, raw) => {
    localStorage.setItem(HISTORY_STORAGE_KEY, raw);
    expect(readHistory()).toEqual([]);
  });

  it("skips tampered entries and keeps the good ones", () => {
    const good = entry("good", 0);
    const list = parseHistory(
      JSON.stringify([
        good,
        null,
        "text",
        { ...good, id: "bad id with spaces" },
        { ...good, id: "x1", tool: "../etc" },
        { ...good, id: "x2", category: "admin" },
        { ...good, id: "x3", timestamp: "yesterday" },
        { ...good, id: "x4", duration: -1 },
        { ...good, id: "x5", duration: 86_401 },
        { ...good, id: "x6", duration: "12" },
        { ...good, id: "x7", description: "x".repeat(501) },
        { ...good, id: "x8", url: "javascript:alert(1)" },
        { ...good, id: "x9", url: "//evil.example/" },
        { ...good, id: "x10", url: `/${"a".repeat(2048)}` },
        { ...good }, // a duplicate id
      ]),
    );
    expect(list).toEqual([good]);
  });
});
