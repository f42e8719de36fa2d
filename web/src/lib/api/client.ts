/**
 * The one HTTP client of our own API (`/api`, crates/server): same-origin paths, JSON bodies, the signed-in user's
 * access token when asked for, and every refusal as one `ApiError`. The answer types are `./types.ts`, generated
 * from the structs the server serialises (`make api-types`); this is the one place an answer's JSON gets its type.
 */
import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { accessToken } from "@/lib/account";
import { isOffline, NEEDS_CONNECTION_MESSAGE } from "@/lib/online";

/** A refusal: the HTTP status and the server's words (`{"error": code, "message": text}`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's stable code (an `ApiCode`), or null when the body had none. */
    readonly code: string | null,
    message: string,
    /** Seconds to wait before asking again, when the server said (`Retry-After`). */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Sends the signed-in user's access token (nothing when no one is signed in). */
  signedIn?: boolean;
  cache?: RequestCache;
}

const text = (body: unknown, name: string): string | null => {
  const value: unknown = typeof body === "object" && body !== null ? Reflect.get(body, name) : undefined;
  return typeof value === "string" && value !== "" ? value : null;
};

async function refusal(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const message = text(body, "message");
  const seconds = Number(response.headers.get("Retry-After") ?? NaN);
  const status = response.status;
  return new ApiError(
    response.status,
    message === null ? null : text(body, "error"),
    // The IP routes answer the spec's `{success, error}`, whose `error` is the reason itself.
    message ?? text(body, "error") ?? t`HTTP error! status: ${status}`,
    Number.isFinite(seconds) ? seconds : null,
  );
}

/** The code of the ApiError thrown when the device has no network (status 0: no answer at all). */
export const OFFLINE = "offline";

/** Whether `error` is a request that found no network (so it can be tried again once there is one). */
export const isOfflineError = (error: unknown): boolean => error instanceof ApiError && error.code === OFFLINE;

/**
 * `path` answered as `T` (from ./types.ts); a route that answers 204 resolves with null, so ask for `T = null`.
 * A refusal throws an ApiError; no answer with no network throws one coded OFFLINE that says so; no answer
 * otherwise (the server down) throws fetch's own error.
 */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = "GET", body, signedIn = false, cache } = request;
  const headers = new Headers({ Accept: "application/json", ...request.headers });
  if (body !== undefined) headers.set("Content-Type", "application/json");
  if (signedIn) {
    const token = await accessToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
  }
  const response = await fetch(path, {
    method,
    headers,
    cache,
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((error: unknown) => {
    throw isOffline() ? new ApiError(0, OFFLINE, i18n._(NEEDS_CONNECTION_MESSAGE)) : error;
  });
  if (!response.ok) throw await refusal(response);
  // JSON's `any` becomes `T` here: the one place an answer gets its type.
  const answer = response.status === 204 ? null : await response.json();
  return answer;
}
