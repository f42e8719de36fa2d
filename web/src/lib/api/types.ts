// Generated from the Rust structs the server serialises (crates/server/src/api/typescript.rs): do not edit.
// `make api-types` rewrites it.

/**
 * The address family, written as the answers show it.
 */
export type IpVersion = "IPv4" | "IPv6";

/**
 * What is known about an address (the spec's IP info entity). Unknown text is [`UNKNOWN`], an unknown country
 * code [`UNKNOWN_COUNTRY_CODE`], unknown coordinates 0.
 */
export interface IpInfo {
    ip: string;
    version: IpVersion;
    city: string;
    region: string;
    country: string;
    countryCode: string;
    timezone: string;
    isp: string;
    org: string;
    latitude: number;
    longitude: number;
    /**
     * `AS15169`, or [`UNKNOWN`].
     */
    asn: string;
    asnOrg: string;
}

/**
 * Why an address has no location. Serialised by name (`"loopback"`), which the page words in its language.
 */
export type Reserved = "private" | "loopback" | "linkLocal" | "documentation" | "sharedAddressSpace" | "multicast" | "unspecified" | "other";

/**
 * The spec's 20 languages, which choose the highlighting.
 */
export type Language = "text" | "javascript" | "typescript" | "python" | "java" | "cpp" | "c" | "csharp" | "php" | "ruby" | "go" | "rust" | "html" | "css" | "sql" | "json" | "xml" | "yaml" | "markdown" | "bash";

/**
 * How long a paste lives (the spec's six choices).
 */
export type Expiry = "never" | "10m" | "1h" | "1d" | "1w" | "1M";

/**
 * A private paste as the API carries it. Bytes are base64url without padding.
 */
export interface Sealed {
    /**
     * AES-256-GCM output: the encrypted JSON payload followed by the 16-byte tag.
     */
    ciphertext: string;
    iv: string;
    /**
     * How a password was stretched; `null` when the paste has none.
     */
    kdf: Kdf | null;
}

/**
 * The password stretching of a password-protected paste.
 */
export type Kdf = { name: "PBKDF2-SHA256"; iterations: number; salt: string };

/**
 * Every code an `/api` error answers with, whichever API raised it: clients branch on these.
 */
export type ApiCode = "not_found" | "method_not_allowed" | "server_busy" | "invalid_token" | "bad_json" | "validation_failed" | "request_too_large" | "unexpected_failure" | "paste_not_found" | "content_required" | "invalid_paste" | "paste_too_large" | "paste_rate_limited" | "paste_delete_forbidden";

/**
 * Every `/api` error's body.
 */
export interface ApiErrorBody {
    error: ApiCode;
    message: string;
}

export interface Health {
    status: string;
    version: string;
}

/**
 * A database as the IP answers name and credit it.
 */
export interface DataSource {
    /**
     * Its name: the metadata's `database_type` ("GeoLite2-City", "DBIP-City-Lite"), the product an ip-location-db
     * file holds ("DB-IP City Lite"), or for a database of no known maker its own description.
     */
    database: string;
    /**
     * The credit, in the words its maker's licence asks for where it gives them.
     */
    credit: string;
    /**
     * The maker's site, which the credit links to (a plain link: the page loads nothing from it).
     */
    url: string | null;
}

/**
 * What the databases of one kind said about an address.
 */
export type Finding = { status: "found"; source: DataSource } | { status: "missing"; databases: DataSource[] } | { status: "skipped" };

/**
 * Why an answer knows little: the address is reserved (it has no location anywhere), or this server has no city
 * database (the page says how to give it one).
 */
export type IpNote = { kind: "reserved"; reason: Reserved } | { kind: "noCityDatabase" };

/**
 * An answer with an address's record, and for each half of it (`location`: city, region, country, time zone,
 * coordinates; `network`: ISP, organisation, ASN) which database it comes from, or that none had the address;
 * `note` says why little is known, when it is so: as a kind, which the page words in the visitor's language.
 */
export interface IpFound {
    success: boolean;
    data: IpInfo;
    location: Finding;
    network: Finding;
    note?: IpNote;
}

/**
 * A refused lookup, in the spec's words.
 */
export interface IpFailed {
    success: boolean;
    error: string;
}

/**
 * A new paste: `content` (public, with its title and language) or `encrypted` (private, which carries them).
 */
export interface NewPasteBody {
    title?: string;
    content?: string;
    language?: Language;
    expiresIn?: Expiry;
    burnAfterReading?: boolean;
    encrypted?: Sealed;
}

export interface CreatedPaste {
    id: string;
    url: string;
    deleteToken: string;
    expiresAt: string | null;
}

/**
 * `GET /api/pastes/{id}`: a public paste's text, a private one's ciphertext; a burn-after-reading paste's
 * metadata only, until it is opened.
 */
export interface PasteView {
    id: string;
    title: string | null;
    content: string | null;
    language: Language | null;
    private: boolean;
    /**
     * A private paste that needs a password as well as the link's key: known before a burn-after-reading
     * paste is opened, so a reader without the password does not burn it for nothing.
     */
    passwordProtected: boolean;
    encrypted: Sealed | null;
    burnAfterReading: boolean;
    createdAt: string;
    expiresAt: string | null;
    views: number;
}

/**
 * One row of `GET /api/me/pastes` (a private paste's title is not known to the server).
 */
export interface ListedPaste {
    id: string;
    title: string | null;
    language: Language | null;
    private: boolean;
    burnAfterReading: boolean;
    createdAt: string;
    expiresAt: string | null;
    views: number;
}

export interface MyPastes {
    pastes: ListedPaste[];
}

/**
 * The saved settings and when they were saved; both `null` until the first save.
 */
export interface SavedSettings {
    /**
     * The App settings object as the web app sent it (it checks what it reads back).
     */
    settings: unknown;
    updatedAt: string | null;
}

export interface FavoritesBody {
    favorites: FavoriteIn[];
}

export interface FavoriteIn {
    tool: string;
    /**
     * When the browser added it; now if absent.
     */
    addedAt?: string;
}

export interface Favorites {
    favorites: Favorite[];
}

export interface Favorite {
    tool: string;
    addedAt: string;
}

export interface HistoryBody {
    entries: HistoryEntryIn[];
}

export interface HistoryEntryIn {
    id: string;
    tool: string;
    category: string;
    timestamp: string;
    /**
     * Seconds.
     */
    duration: number;
    description: string;
    url: string;
}

export interface History {
    entries: HistoryEntry[];
}

export interface HistoryEntry {
    id: string;
    tool: string;
    category: string;
    timestamp: string;
    duration: number;
    description: string;
    url: string;
}

export interface HistoryAdded {
    added: number;
}

export interface HistoryDeleted {
    deleted: number;
}

export const LANGUAGES: readonly Language[] = ["text","javascript","typescript","python","java","cpp","c","csharp","php","ruby","go","rust","html","css","sql","json","xml","yaml","markdown","bash"];
export const EXPIRIES: readonly Expiry[] = ["never","10m","1h","1d","1w","1M"];
export const UNTITLED = "Untitled Paste";
export const CONTENT_REQUIRED = "Please enter some content to save";
export const UNKNOWN = "Unknown";
export const UNKNOWN_COUNTRY_CODE = "XX";
export const LOCALE_TAGS: readonly string[] = ["en","es","fr","de","pt-BR","ja","zh-CN","ar"];
export const RIGHT_TO_LEFT_TAGS: readonly string[] = ["ar"];
