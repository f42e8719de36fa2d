/**
 * Where the auth server lives and where the session is kept. Cheap to import: the header reads these on every
 * page, while the auth-js client itself (about 20 KB brotli) loads only when someone may be signed in.
 */

/** Our own `/auth/v1`, or a hosted Supabase project's when the build is pointed at one. */
export const AUTH_URL: string = import.meta.env.VITE_AUTH_URL || `${window.location.origin}/auth/v1`;

/** Supabase's public (anon) key; our server needs none. */
export const AUTH_ANON_KEY: string = import.meta.env.VITE_AUTH_ANON_KEY ?? "";

/** The local-storage key of the session; auth-js keeps the PKCE verifier under `${key}-code-verifier`. */
export const SESSION_STORAGE_KEY = "penknife-auth";

/** True when a session, or a sign-in waiting for its PKCE code, is stored in this browser. */
export function hasStoredAuth(storage: Pick<Storage, "getItem"> = window.localStorage): boolean {
  try {
    return (
      storage.getItem(SESSION_STORAGE_KEY) !== null || storage.getItem(`${SESSION_STORAGE_KEY}-code-verifier`) !== null
    );
  } catch {
    return false; // storage disabled: auth-js could not keep a session either
  }
}

/** True when the address carries what the auth server appends on its way back (a PKCE code, tokens or an error). */
export function isAuthCallback(href: string = window.location.href): boolean {
  const url = new URL(href);
  const fragment = new URLSearchParams(url.hash.slice(1));
  const has = (name: string) => url.searchParams.has(name) || fragment.has(name);
  return has("code") || has("access_token") || has("error_description") || has("error_code");
}
