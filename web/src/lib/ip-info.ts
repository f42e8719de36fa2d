/**
 * The IP API of our own server (crates/server/src/geoip): the caller's address (`GET /api/ip-info`) and any
 * address (`GET /api/ip-lookup/{ip}`), answered from a local geolocation database. Nothing here talks to a third
 * party. Answers are parsed field by field: a field missing or of the wrong type takes the spec's default.
 */

/** The spec's IP info entity. Missing text is 'Unknown', a missing country code 'XX', missing coordinates 0. */
export interface IpInfo {
  ip: string;
  version: "IPv4" | "IPv6";
  city: string;
  region: string;
  country: string;
  countryCode: string;
  timezone: string;
  isp: string;
  org: string;
  latitude: number;
  longitude: number;
  asn: string;
  asnOrg: string;
}

export const UNKNOWN = "Unknown";
export const UNKNOWN_COUNTRY_CODE = "XX";

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

const field = (value: object, name: string): unknown => Reflect.get(value, name);

function text(value: object, name: string, fallback = UNKNOWN): string {
  const found = field(value, name);
  return typeof found === "string" && found.trim() !== "" ? found : fallback;
}

function coordinate(value: object, name: string): number {
  const found = field(value, name);
  return typeof found === "number" && Number.isFinite(found) ? found : 0;
}

/** An IpInfo from untrusted JSON (a server answer, a stored history entry); null without an address. */
export function parseIpInfo(value: unknown): IpInfo | null {
  if (typeof value !== "object" || value === null) return null;
  const ip = field(value, "ip");
  if (typeof ip !== "string" || ip === "") return null;
  const version = field(value, "version");
  return {
    ip,
    // The spec's rule when a source does not say: an address with a colon is IPv6.
    version: version === "IPv4" || version === "IPv6" ? version : ip.includes(":") ? "IPv6" : "IPv4",
    city: text(value, "city"),
    region: text(value, "region"),
    country: text(value, "country"),
    countryCode: text(value, "countryCode", UNKNOWN_COUNTRY_CODE),
    timezone: text(value, "timezone"),
    isp: text(value, "isp"),
    org: text(value, "org"),
    latitude: coordinate(value, "latitude"),
    longitude: coordinate(value, "longitude"),
    asn: text(value, "asn"),
    asnOrg: text(value, "asnOrg"),
  };
}

/** A failed call, with the words to show: the server's `error`, or the spec's fallback messages. */
export class IpApiError extends Error {
  /** The HTTP status, or null when no answer came (offline, server down). */
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = "IpApiError";
    this.status = status;
  }
}

/** The spec's words when the lookup service refused without a reason, and when no answer came at all. */
export const LOOKUP_REFUSED = "Invalid IP address or lookup failed";
export const LOOKUP_FAILED = "Failed to lookup IP address";

interface Envelope {
  data: IpInfo;
  note: string | null;
}

/** Sends a GET and reads the `{success, data, note, error}` envelope; anything else throws an IpApiError. */
async function getEnvelope(path: string): Promise<Envelope> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: "application/json" }, cache: "no-store" });
  } catch {
    throw new IpApiError(LOOKUP_FAILED, null);
  }
  const body: unknown = await response.json().catch(() => null);
  const envelope = typeof body === "object" && body !== null ? body : {};
  const error = field(envelope, "error");
  if (!response.ok || field(envelope, "success") !== true) {
    if (typeof error === "string" && error !== "") throw new IpApiError(error, response.status);
    throw new IpApiError(response.ok ? LOOKUP_REFUSED : `HTTP error! status: ${response.status}`, response.status);
  }
  const data = parseIpInfo(field(envelope, "data"));
  if (!data) throw new IpApiError(LOOKUP_REFUSED, response.status);
  const note = field(envelope, "note");
  return { data, note: typeof note === "string" && note !== "" ? note : null };
}

/** The visitor's own address. `t` (the time in ms) is the spec's cache buster; the server also says no-store. */
export async function fetchMyIpInfo(now = Date.now()): Promise<{ info: IpInfo; note: string | null }> {
  const { data, note } = await getEnvelope(`/api/ip-info?t=${now}`);
  return { info: data, note };
}

/** Any address, as typed (the server accepts every IPv4 and IPv6 text form and answers the canonical one). */
export async function lookupIp(ip: string): Promise<IpInfo> {
  return (await getEnvelope(`/api/ip-lookup/${encodeURIComponent(ip)}`)).data;
}
