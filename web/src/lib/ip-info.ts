/**
 * The IP API of our own server (crates/server/src/geoip): the caller's address (`GET /api/ip-info`) and any
 * address (`GET /api/ip-lookup/{ip}`), answered from a local geolocation database. Nothing here talks to a third
 * party. The server answers every field (core's `IpInfo`: 'Unknown', 'XX' and 0 where nothing is known), so an
 * answer is used as it is; beside it, for the location and for the network, which database answered, or that none
 * had the address (a record of Unknowns is then no finding, and the pages say so).
 */
import { t } from "@lingui/core/macro";
import { api } from "@/lib/api/client";
import {
  UNKNOWN,
  UNKNOWN_COUNTRY_CODE,
  type DataSource,
  type Finding,
  type IpFound,
  type IpInfo,
  type IpNote,
} from "@/lib/api/types";

/** What the pages show of an answer: the record, and where its location and its network come from. */
export type IpAnswer = Pick<IpFound, "data" | "location" | "network">;
/** No database had the address (or none of that kind is loaded). */
export type Missing = Extract<Finding, { status: "missing" }>;

/** Nothing was looked up (a reserved address, the placeholder, a history entry kept before findings were). */
export const NOT_LOOKED_UP: Finding = { status: "skipped" };

/** The spec's words when no answer came at all (offline, server down). */
export const LOOKUP_FAILED = "Failed to lookup IP address";

/** The spec's placeholder when the address cannot be detected; the time zone is the browser's. */
export function placeholderIpInfo(timezone: string): IpInfo {
  return {
    ip: t`Unable to detect`,
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

/** The placeholder as an answer: nothing was looked up. */
export function placeholderAnswer(timezone: string): IpAnswer {
  return { data: placeholderIpInfo(timezone), location: NOT_LOOKED_UP, network: NOT_LOOKED_UP };
}

/** The visitor's own address. `t` (the time in ms) is the spec's cache buster; the server also says no-store. */
export async function fetchMyIpInfo(now = Date.now()): Promise<{ answer: IpAnswer; note: IpNote | null }> {
  const { data, location, network, note } = await api<IpFound>(`/api/ip-info?t=${now}`, { cache: "no-store" });
  return { answer: { data, location, network }, note: note ?? null };
}

/** Any address, as typed (the server accepts every IPv4 and IPv6 text form and answers the canonical one). */
export async function lookupIp(ip: string): Promise<IpAnswer> {
  const { data, location, network } = await api<IpFound>(`/api/ip-lookup/${encodeURIComponent(ip)}`, {
    cache: "no-store",
  });
  return { data, location, network };
}

/** Whether any database had the address: its location, its network, or both. */
export const foundAnything = ({ location, network }: IpAnswer) =>
  location.status === "found" || network.status === "found";

/**
 * The databases named in a sentence: the one ("The A database…"), the two ("Neither the A nor the B database…"),
 * or all of them as one list ("None of the A, B and C databases…"). Each case is a whole sentence of its own.
 */
function databaseNames(databases: readonly DataSource[]) {
  const names = databases.map((source) => source.database);
  const [first = "", second = ""] = names;
  const others = names.slice(0, -1).join(", ");
  const last = names.at(-1) ?? "";
  return { count: names.length, first, second, list: () => t`${others} and ${last}` };
}

/** What the pages say when no database has an address's location: which databases, or that none is loaded. */
export function noLocationText({ databases }: Missing, ip: string): string {
  const { count, first, second, list } = databaseNames(databases);
  if (count === 0) return t`No location database is loaded on this server.`;
  if (count === 1) return t`The ${first} database has no location for ${ip}.`;
  if (count === 2) return t`Neither the ${first} nor the ${second} database has a location for ${ip}.`;
  const names = list();
  return t`None of the ${names} databases has a location for ${ip}.`;
}

/** Likewise for the network (ISP, organisation, ASN). */
export function noNetworkText({ databases }: Missing, ip: string): string {
  const { count, first, second, list } = databaseNames(databases);
  if (count === 0) return t`No network database is loaded on this server.`;
  if (count === 1) return t`The ${first} database has no network data for ${ip}.`;
  if (count === 2) return t`Neither the ${first} nor the ${second} database has network data for ${ip}.`;
  const names = list();
  return t`None of the ${names} databases has network data for ${ip}.`;
}

/**
 * The credits an answer's licences ask for: the databases that answered it, each once (a city and an ASN database
 * of one maker share one credit). None when nothing was found: nothing of theirs is shown.
 */
export function creditsOf({ location, network }: IpAnswer): DataSource[] {
  const credits: DataSource[] = [];
  for (const finding of [location, network]) {
    if (finding.status !== "found") continue;
    const { source } = finding;
    if (!credits.some((known) => known.credit === source.credit && known.url === source.url)) credits.push(source);
  }
  return credits;
}
