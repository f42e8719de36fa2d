import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchMyIpInfo, IpApiError, lookupIp, parseIpInfo, placeholderIpInfo } from "./ip-info";

const LONDON = {
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

function answer(status: number, body: unknown) {
  const json = typeof body === "string" ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(json, { status, headers: { "Content-Type": "application/json" } }));
}

async function failure(call: Promise<unknown>): Promise<IpApiError> {
  const error: unknown = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof IpApiError)) throw new Error(`expected an IpApiError, got ${String(error)}`);
  return error;
}

describe("parseIpInfo", () => {
  it("reads every field of a full answer", () => {
    expect(parseIpInfo(LONDON)).toEqual(LONDON);
  });

  it("gives missing or mistyped fields the spec's defaults", () => {
    expect(parseIpInfo({ ip: "2001:218::1", city: 7, latitude: "51", longitude: null, countryCode: "" })).toEqual({
      ...placeholderIpInfo("Unknown"),
      ip: "2001:218::1",
      version: "IPv6",
    });
  });

  it("refuses an answer without an address", () => {
    expect(parseIpInfo(null)).toBeNull();
    expect(parseIpInfo([])).toBeNull();
    expect(parseIpInfo({ ...LONDON, ip: 42 })).toBeNull();
  });
});

describe("the IP API client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the caller's address with the spec's t parameter and returns the note", async () => {
    const fetch = answer(200, { success: true, data: LONDON, note: "Loopback Address: there is no location for it." });
    vi.stubGlobal("fetch", fetch);
    await expect(fetchMyIpInfo(1234)).resolves.toEqual({
      info: LONDON,
      note: "Loopback Address: there is no location for it.",
    });
    expect(fetch).toHaveBeenCalledWith("/api/ip-info?t=1234", expect.anything());
  });

  it("looks an address up by its path, encoded", async () => {
    const fetch = answer(200, { success: true, data: { ...LONDON, ip: "2001:218::1" } });
    vi.stubGlobal("fetch", fetch);
    expect((await lookupIp("2001:218::1")).ip).toBe("2001:218::1");
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

  it("uses the spec's words for a refusal without a reason and for no answer at all", async () => {
    vi.stubGlobal("fetch", answer(200, { success: false }));
    expect((await failure(lookupIp("8.8.8.8"))).message).toBe("Invalid IP address or lookup failed");
    vi.stubGlobal("fetch", answer(200, { success: true, data: { city: "London" } }));
    expect((await failure(lookupIp("8.8.8.8"))).message).toBe("Invalid IP address or lookup failed");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await failure(fetchMyIpInfo())).toMatchObject({ message: "Failed to lookup IP address", status: null });
  });
});
