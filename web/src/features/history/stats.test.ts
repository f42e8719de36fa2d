import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "@/lib/history-store";
import { mostUsedTools, streakDays, summarizeHistory, usesByCategory, usesByDay } from "./stats";

const now = new Date(2026, 10, 25, 15, 0);
const daysAgo = (days: number, hour = 10) => new Date(2026, 10, 25 - days, hour);

let serial = 0;
function entry(when: Date, tool = "json-formatter", duration = 10): HistoryEntry {
  serial += 1;
  return {
    id: `e${serial}`,
    tool,
    category: tool === "word-counter" ? "text-writing" : "developer",
    timestamp: when.toISOString(),
    duration,
    description: "Used",
    url: `/tools/${tool}`,
  };
}

describe("streak", () => {
  it("counts consecutive days ending today", () => {
    expect(streakDays([entry(daysAgo(0)), entry(daysAgo(0, 8)), entry(daysAgo(1)), entry(daysAgo(2))], now)).toBe(3);
  });

  it("keeps a streak that ended yesterday, and breaks on a missed day", () => {
    expect(streakDays([entry(daysAgo(1)), entry(daysAgo(2)), entry(daysAgo(4))], now)).toBe(2);
    expect(streakDays([entry(daysAgo(2)), entry(daysAgo(3))], now)).toBe(0);
    expect(streakDays([], now)).toBe(0);
  });

  it("is capped at 30 days", () => {
    const every = Array.from({ length: 45 }, (_, day) => entry(daysAgo(day)));
    expect(streakDays(every, now)).toBe(30);
  });
});

describe("most used and summaries", () => {
  const entries = [
    entry(daysAgo(0), "word-counter", 60),
    entry(daysAgo(1), "json-formatter", 5),
    entry(daysAgo(2), "word-counter", 30),
    ...Array.from({ length: 12 }, (_, i) => entry(daysAgo(3), `tool-${i}`)),
  ];

  it("ranks by uses, keeps the top 10, sums durations", () => {
    const top = mostUsedTools(entries);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ tool: "word-counter", count: 2, duration: 90 });
    expect(top[1]?.tool).toBe("json-formatter");
  });

  it("summarises the history for the profile", () => {
    expect(summarizeHistory(entries, now)).toEqual({
      totalUses: 15,
      toolsUsed: 14,
      totalDuration: 60 + 5 + 30 + 120,
      streakDays: 4,
      lastToolUsed: "word-counter",
      mostUsedTool: "word-counter",
    });
  });

  it("counts uses per day and per category for the charts", () => {
    const days = usesByDay(entries, now, 5);
    expect(days.map((day) => day.uses)).toEqual([0, 12, 1, 1, 1]);
    expect(usesByCategory(entries)).toEqual([
      { category: "text-writing", name: "Text & Writing Tools", uses: 2 },
      { category: "developer", name: "Developer Tools", uses: 13 },
    ]);
  });
});
