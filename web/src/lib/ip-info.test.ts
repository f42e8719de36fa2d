import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import type { IpInfo } from "@/lib/api/types";
import { fetchMyIpInfo, lookupIp } from "./ip-info";

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
    const fetch = answer(200, { success: true, data: LONDON, note: "Loopback Address: there is no location for it." });
    vi.stubGlobal("fetch", fetch);
    await expect(fetchMyIpInfo(1234)).resolves.toEqual({
      info: LONDON,
      note: "Loopback Address: there is no location for it.",
    });
    expect(fetch).toHaveBeenCalledWith("/api/ip-info?t=1234", expect.objectContaining({ cache: "no-store" }));
  });

  it("has no note when the server gives none", async () => {
    vi.stubGlobal("fetch", answer(200, { success: true, data: LONDON }));
    await expect(fetchMyIpInfo(1)).resolves.toEqual({ info: LONDON, note: null });
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
});
