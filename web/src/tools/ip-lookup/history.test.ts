// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { DataSource, Finding, IpInfo } from "@/lib/api/types";
import { NOT_LOOKED_UP, placeholderIpInfo, type IpAnswer } from "@/lib/ip-info";
import {
  addToHistory,
  answerOf,
  clearHistory,
  HISTORY_KEY,
  HISTORY_LIMIT,
  parseFinding,
  parseIpInfo,
  readHistory,
} from "./history";

const info = (ip: string, city = "London"): IpAnswer => ({
  data: { ...placeholderIpInfo("UTC"), ip, city },
  location: NOT_LOOKED_UP,
  network: NOT_LOOKED_UP,
});

const GEOLITE2_CITY: DataSource = {
  database: "GeoLite2-City",
  credit: "This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com",
  url: "https://www.maxmind.com",
};
const GEOLITE2_ASN: DataSource = { ...GEOLITE2_CITY, database: "GeoLite2-ASN" };

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

describe("a stored finding", () => {
  it("reads a found and a missing one back as they were", () => {
    const found: Finding = { status: "found", source: GEOLITE2_CITY };
    const missing: Finding = { status: "missing", databases: [GEOLITE2_CITY, { ...GEOLITE2_ASN, url: null }] };
    expect(parseFinding(JSON.parse(JSON.stringify(found)))).toEqual(found);
    expect(parseFinding(JSON.parse(JSON.stringify(missing)))).toEqual(missing);
    expect(parseFinding({ status: "missing", databases: [] })).toEqual({ status: "missing", databases: [] });
  });

  it("is 'not looked up' when kept by an older version or damaged", () => {
    for (const value of [
      undefined,
      null,
      "found",
      { status: "found" },
      { status: "found", source: { database: 1, credit: "x", url: null } },
      { status: "missing" },
      { status: "missing", databases: [GEOLITE2_CITY, "junk"] },
      { status: "lost" },
    ]) {
      expect(parseFinding(value)).toEqual(NOT_LOOKED_UP);
    }
  });

  it("keeps a credit's link only to a site", () => {
    const source = { ...GEOLITE2_CITY, url: "javascript:alert(1)" };
    expect(parseFinding({ status: "found", source })).toEqual({ status: "found", source: { ...source, url: null } });
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

  it("keeps where each half of a result came from, so Load shows what the lookup showed", () => {
    const answer: IpAnswer = {
      data: LONDON,
      location: { status: "found", source: GEOLITE2_CITY },
      network: { status: "missing", databases: [GEOLITE2_ASN] },
    };
    addToHistory(answer, 1);
    expect(answerOf(readHistory()[0]!)).toEqual(answer);
  });

  it("shows an entry kept before findings were as it was: its rows, nothing looked up", () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify([{ ip: LONDON.ip, result: LONDON, timestamp: 1 }]));
    expect(answerOf(readHistory()[0]!)).toEqual({ data: LONDON, location: NOT_LOOKED_UP, network: NOT_LOOKED_UP });
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
