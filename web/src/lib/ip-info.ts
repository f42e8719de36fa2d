/**
 * The IP API of our own server (crates/server/src/geoip): the caller's address (`GET /api/ip-info`) and any
 * address (`GET /api/ip-lookup/{ip}`), answered from a local geolocation database. Nothing here talks to a third
 * party. The server answers every field (core's `IpInfo`: 'Unknown', 'XX' and 0 where nothing is known), so an
 * answer is used as it is.
 */
import { api } from "@/lib/api/client";
import { UNKNOWN, UNKNOWN_COUNTRY_CODE, type IpFound, type IpInfo } from "@/lib/api/types";

/** The spec's words when no answer came at all (offline, server down). */
export const LOOKUP_FAILED = "Failed to lookup IP address";

/** The spec's placeholder when the address cannot be detected; the time zone is the browser's. */
export function placeholderIpInfo(timezone: string): IpInfo {
  return {
    ip: "Unable to detect",
    version: "IPv4",
    city: UNKNOWN,
    region: UNKNOWN,
    country: UNKNOWN,
    countryCode: UNKNOWN_COUNTRY_CODE,
    timezone,
    isp: UNKNOWN,
    org: UNKNOWN,
    latitude: 0,
    longitude: 0,
    asn: UNKNOWN,
    asnOrg: UNKNOWN,
  };
}

/** The visitor's own address. `t` (the time in ms) is the spec's cache buster; the server also says no-store. */
export async function fetchMyIpInfo(now = Date.now()): Promise<{ info: IpInfo; note: string | null }> {
  const { data, note } = await api<IpFound>(`/api/ip-info?t=${now}`, { cache: "no-store" });
  return { info: data, note: note ?? null };
}

/** Any address, as typed (the server accepts every IPv4 and IPv6 text form and answers the canonical one). */
export async function lookupIp(ip: string): Promise<IpInfo> {
  return (await api<IpFound>(`/api/ip-lookup/${encodeURIComponent(ip)}`, { cache: "no-store" })).data;
}
