// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { placeholderIpInfo, type IpInfo } from "@/lib/ip-info";
import { addToHistory, clearHistory, HISTORY_KEY, HISTORY_LIMIT, readHistory } from "./history";

const info = (ip: string, city = "London"): IpInfo => ({ ...placeholderIpInfo("UTC"), ip, city });

describe("lookup history", () => {
  beforeEach(() => localStorage.clear());

  it("keeps results newest first across reads (a reload)", () => {
    addToHistory(info("81.2.69.142"), 1);
    addToHistory(info("1.128.0.1", "Unknown"), 2);
    const entries = readHistory();
    expect(entries.map((entry) => [entry.ip, entry.timestamp])).toEqual([
      ["1.128.0.1", 2],
      ["81.2.69.142", 1],
    ]);
    expect(entries[1]!.result.city).toBe("London");
  });

  it("keeps the ten newest", () => {
    for (let i = 0; i < 12; i++) addToHistory(info(`10.0.0.${i}`), i);
    const entries = readHistory();
    expect(entries).toHaveLength(HISTORY_LIMIT);
    expect(entries[0]!.ip).toBe("10.0.0.11");
    expect(entries.at(-1)!.ip).toBe("10.0.0.2");
  });

  it("moves a repeated address to the top instead of listing it twice", () => {
    addToHistory(info("8.8.8.8"), 1);
    addToHistory(info("1.1.1.1"), 2);
    const entries = addToHistory(info("8.8.8.8"), 3);
    expect(entries.map((entry) => entry.ip)).toEqual(["8.8.8.8", "1.1.1.1"]);
  });

  it("clears", () => {
    addToHistory(info("8.8.8.8"));
    expect(clearHistory()).toEqual([]);
    expect(readHistory()).toEqual([]);
  });

  it("drops damaged entries and survives damaged storage", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem(HISTORY_KEY, "{not json");
    expect(readHistory()).toEqual([]);
    localStorage.setItem(
      HISTORY_KEY,
      JSON.stringify([
        { ip: "x", result: null, timestamp: 1 },
        { ip: "9.9.9.9", result: { ip: "9.9.9.9", latitude: "north" }, timestamp: 5 },
        { ip: "1.1.1.1", result: { ip: "1.1.1.1" }, timestamp: "yesterday" },
        "junk",
      ]),
    );
    const entries = readHistory();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.result).toMatchObject({ ip: "9.9.9.9", latitude: 0, city: "Unknown", countryCode: "XX" });
    warn.mockRestore();
  });
});
