// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { IpInfo } from "@/lib/api/types";
import { placeholderIpInfo } from "@/lib/ip-info";
import { addToHistory, clearHistory, HISTORY_KEY, HISTORY_LIMIT, parseIpInfo, readHistory } from "./history";

const info = (ip: string, city = "London"): IpInfo => ({ ...placeholderIpInfo("UTC"), ip, city });

const LONDON: IpInfo = {
  ip: "81.2.69.142",
  version: "IPv4",
  city: "London",
  region: "England",
  country: "United Kingdom",
  countryCode: "GB",
  timezone: "Europe/London",
  isp: "Unknown",
  org: "Unknown",
  latitude: 51.5142,
  longitude: -0.0931,
  asn: "Unknown",
  asnOrg: "Unknown",
};

describe("a stored result", () => {
  it("reads every field of a full one", () => {
    expect(parseIpInfo(LONDON)).toEqual(LONDON);
  });

  it("gives missing or mistyped fields the spec's defaults", () => {
    expect(parseIpInfo({ ip: "2001:218::1", city: 7, latitude: "51", longitude: null, countryCode: "" })).toEqual({
      ...placeholderIpInfo("Unknown"),
      ip: "2001:218::1",
      version: "IPv6",
    });
  });

  it("is refused without an address", () => {
    expect(parseIpInfo(null)).toBeNull();
    expect(parseIpInfo([])).toBeNull();
    expect(parseIpInfo({ ...LONDON, ip: 42 })).toBeNull();
  });
});

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
