/**
 * The lookup history (the spec's entry: ip, result, timestamp; and where the result's location and network came
 * from, so a loaded entry says what it said then), newest first, at most ten, kept in local storage so it survives
 * a reload. Entries are parsed back field by field: a damaged one is dropped, not fatal.
 */
import { UNKNOWN, UNKNOWN_COUNTRY_CODE, type DataSource, type Finding, type IpInfo } from "@/lib/api/types";
import { NOT_LOOKED_UP, type IpAnswer } from "@/lib/ip-info";

const field = (value: object, name: string): unknown => Reflect.get(value, name);

function text(value: object, name: string, fallback = UNKNOWN): string {
  const found = field(value, name);
  return typeof found === "string" && found.trim() !== "" ? found : fallback;
}

function coordinate(value: object, name: string): number {
  const found = field(value, name);
  return typeof found === "number" && Number.isFinite(found) ? found : 0;
}

/** A stored result (kept by an older version, or edited): a field missing or of the wrong type takes the spec's
 * default; null without an address. */
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

/** A stored credit; its link only to a site (a stored `javascript:` link would run on the page). */
function parseSource(value: unknown): DataSource | null {
  if (typeof value !== "object" || value === null) return null;
  const [database, credit, url] = [field(value, "database"), field(value, "credit"), field(value, "url")];
  if (typeof database !== "string" || typeof credit !== "string") return null;
  return { database, credit, url: typeof url === "string" && url.startsWith("https://") ? url : null };
}

/** A stored finding; one kept by an older version (none) or damaged is "not looked up": the rows as they were. */
export function parseFinding(value: unknown): Finding {
  if (typeof value !== "object" || value === null) return NOT_LOOKED_UP;
  const status = field(value, "status");
  if (status === "found") {
    const source = parseSource(field(value, "source"));
    return source ? { status, source } : NOT_LOOKED_UP;
  }
  const listed = field(value, "databases");
  if (status === "missing" && Array.isArray(listed)) {
    const databases = listed.map(parseSource).filter((source) => source !== null);
    return databases.length === listed.length ? { status, databases } : NOT_LOOKED_UP;
  }
  return NOT_LOOKED_UP;
}

export const HISTORY_KEY = "ipLookupHistory";
export const HISTORY_LIMIT = 10;

export interface LookupHistoryEntry {
  /** The address as the server answered it (canonical form). */
  ip: string;
  result: IpInfo;
  location: Finding;
  network: Finding;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

/** The entry as the lookup tab shows it. */
export const answerOf = ({ result, location, network }: LookupHistoryEntry): IpAnswer => ({
  data: result,
  location,
  network,
});

function parseEntry(value: unknown): LookupHistoryEntry | null {
  if (typeof value !== "object" || value === null) return null;
  const result = parseIpInfo(field(value, "result"));
  const timestamp = field(value, "timestamp");
  if (!result || typeof timestamp !== "number" || !Number.isFinite(timestamp)) return null;
  const [location, network] = [parseFinding(field(value, "location")), parseFinding(field(value, "network"))];
  return { ip: result.ip, result, location, network, timestamp };
}

export function readHistory(storage: Storage = localStorage): LookupHistoryEntry[] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(HISTORY_KEY) ?? "[]");
  } catch (error) {
    console.warn(`${HISTORY_KEY} is not valid JSON; starting a new history`, error);
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored
    .map(parseEntry)
    .filter((entry) => entry !== null)
    .slice(0, HISTORY_LIMIT);
}

function write(entries: LookupHistoryEntry[], storage: Storage) {
  try {
    storage.setItem(HISTORY_KEY, JSON.stringify(entries));
  } catch (error) {
    // Storage full or blocked: the history still works for this visit.
    console.warn("Could not save the IP lookup history", error);
  }
}

/** Puts an answer first; an earlier lookup of the same address moves up instead of appearing twice. */
export function addToHistory(
  { data: result, location, network }: IpAnswer,
  timestamp = Date.now(),
  storage: Storage = localStorage,
): LookupHistoryEntry[] {
  const entries = [
    { ip: result.ip, result, location, network, timestamp },
    ...readHistory(storage).filter((entry) => entry.ip !== result.ip),
  ].slice(0, HISTORY_LIMIT);
  write(entries, storage);
  return entries;
}

export function clearHistory(storage: Storage = localStorage): LookupHistoryEntry[] {
  write([], storage);
  return [];
}
