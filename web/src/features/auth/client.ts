import { AuthClient } from "@supabase/auth-js";
import { i18n } from "@lingui/core";
import { isOffline, NEEDS_CONNECTION_MESSAGE } from "@/lib/online";
import { AUTH_ANON_KEY, AUTH_URL, SESSION_STORAGE_KEY } from "./config";

/** fetch, but with no network its failure says so in the words every page uses (the client shows `message`). */
const offlineAwareFetch: typeof fetch = (input, init) =>
  fetch(input, init).catch((error: unknown) => {
    throw isOffline() ? new Error(i18n._(NEEDS_CONNECTION_MESSAGE)) : error;
  });

/**
 * The official Supabase auth client, unchanged but for its fetch: it keeps the session in local storage, refreshes it before it
 * expires, emits the auth events and completes PKCE returns (`?code=`) from e-mail links and social sign-in.
 * Imported lazily (see AuthProvider) so the home page does not pay for it.
 */
export const authClient = new AuthClient({
  url: AUTH_URL,
  // The server words its mail (sign-up, password reset, e-mail change) in the language of the request.
  headers: { apikey: AUTH_ANON_KEY, "Accept-Language": i18n.locale },
  storageKey: SESSION_STORAGE_KEY,
  flowType: "pkce",
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: true,
  fetch: offlineAwareFetch,
});
