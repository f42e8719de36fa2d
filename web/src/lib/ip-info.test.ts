import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import type { Finding, IpInfo } from "@/lib/api/types";
import { fetchMyIpInfo, lookupIp, noLocationText, noNetworkText, type Missing } from "./ip-info";

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

const CITY: Finding = {
  status: "found",
  source: { database: "GeoLite2-City", credit: "GeoLite2 data by MaxMind", url: "https://www.maxmind.com" },
};
const NO_NETWORK: Finding = { status: "missing", databases: [] };
const SKIPPED: Finding = { status: "skipped" };

function answer(status: number, body: unknown) {
  const json = typeof body === "string" ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(json, { status, headers: { "Content-Type": "application/json" } }));
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("the IP API", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the caller's address with the spec's t parameter and returns the note", async () => {
    const note = "Loopback Address: there is no location for it.";
    const loopback = { ...LONDON, ip: "127.0.0.1" };
    const fetch = answer(200, { success: true, data: loopback, location: SKIPPED, network: SKIPPED, note });
    vi.stubGlobal("fetch", fetch);
    await expect(fetchMyIpInfo(1234)).resolves.toEqual({
      answer: { data: loopback, location: SKIPPED, network: SKIPPED },
      note,
    });
    expect(fetch).toHaveBeenCalledWith("/api/ip-info?t=1234", expect.objectContaining({ cache: "no-store" }));
  });

  it("has no note when the server gives none", async () => {
    vi.stubGlobal("fetch", answer(200, { success: true, data: LONDON, location: CITY, network: NO_NETWORK }));
    await expect(fetchMyIpInfo(1)).resolves.toEqual({
      answer: { data: LONDON, location: CITY, network: NO_NETWORK },
      note: null,
    });
  });

  it("looks an address up by its path, encoded, and keeps where each half came from", async () => {
    const japan = { ...LONDON, ip: "2001:218::1" };
    const fetch = answer(200, { success: true, data: japan, location: CITY, network: NO_NETWORK });
    vi.stubGlobal("fetch", fetch);
    expect(await lookupIp("2001:218::1")).toEqual({ data: japan, location: CITY, network: NO_NETWORK });
    expect(fetch).toHaveBeenCalledWith("/api/ip-lookup/2001%3A218%3A%3A1", expect.anything());
  });

  it("throws the server's reason", async () => {
    vi.stubGlobal("fetch", answer(422, { success: false, error: "Private IP Address" }));
    expect(await failure(lookupIp("10.0.0.1"))).toMatchObject({ message: "Private IP Address", status: 422 });
  });

  it("says the HTTP status when an error carries no reason", async () => {
    vi.stubGlobal("fetch", answer(502, "<html>Bad Gateway</html>"));
    expect((await failure(lookupIp("8.8.8.8"))).message).toBe("HTTP error! status: 502");
  });

  it("words a missing finding by how many databases had nothing", () => {
    const named = (...names: string[]): Missing => ({
      status: "missing",
      databases: names.map((database) => ({ database, credit: database, url: null })),
    });
    expect(noLocationText(named("GeoLite2-City"), "8.8.8.8")).toBe(
      "The GeoLite2-City database has no location for 8.8.8.8.",
    );
    expect(noNetworkText(named("A", "B"), "8.8.8.8")).toBe(
      "Neither the A nor the B database has network data for 8.8.8.8.",
    );
    expect(noNetworkText(named("A", "B", "C"), "::2")).toBe(
      "None of the A, B and C databases has network data for ::2.",
    );
    expect(noLocationText(named(), "8.8.8.8")).toBe("No location database is loaded on this server.");
  });
});
