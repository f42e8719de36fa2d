import type { AuthChangeEvent, GoTrueClient, User } from "@supabase/auth-js";
import { provideAccount } from "@/lib/account";
import { SESSION_STORAGE_KEY, hasStoredAuth, isAuthCallback } from "./config";

/** The sign-in layer of the spec (part 1 §4): loading until the stored session is read, then the user or none. */
export interface AuthSnapshot {
  loading: boolean;
  user: User | null;
  /** The latest auth event (SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY, …). */
  event: AuthChangeEvent | null;
  /** Why a return from an e-mail link or a social provider failed (e.g. 'Email link is invalid or has expired'). */
  callbackError: string | null;
}

const startsWithCallback = isAuthCallback();
let snapshot: AuthSnapshot = {
  // Nothing stored and nothing in the address: we already know nobody is signed in, without loading auth-js.
  loading: hasStoredAuth() || startsWithCallback,
  user: null,
  event: null,
  callbackError: null,
};
const listeners = new Set<() => void>();

function update(patch: Partial<AuthSnapshot>) {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function authSnapshot(): AuthSnapshot {
  return snapshot;
}

let client: Promise<GoTrueClient> | undefined;

/** Loads the auth client once, subscribes to its events, and lets it read the stored session or the URL. */
export function loadAuthClient(): Promise<GoTrueClient> {
  client ??= import("./client").then(async ({ authClient }) => {
    authClient.onAuthStateChange((event, session) => {
      update({ loading: false, user: session?.user ?? null, event });
    });
    const { error } = await authClient.initialize();
    if (error && startsWithCallback) {
      update({ loading: false, callbackError: error.message });
      dropCallbackParameters();
    }
    return authClient;
  });
  return client;
}

/** A failed return leaves `?error=…` or an unusable `?code=` in the address; a reload must not replay it. */
function dropCallbackParameters() {
  const url = new URL(window.location.href);
  for (const name of ["code", "error", "error_code", "error_description"]) url.searchParams.delete(name);
  if (/(^|&)(error|error_code|error_description)=/.test(url.hash.slice(1))) url.hash = "";
  window.history.replaceState(window.history.state, "", url.href);
}

/** Starts the client when this visit may be signed in, and when another tab signs in. */
export function startAuth(): () => void {
  if (snapshot.loading) void loadAuthClient();
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY && event.newValue !== null) void loadAuthClient();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

/** Forgets the callback error once a page has shown it. */
export function clearCallbackError() {
  if (snapshot.callbackError !== null) update({ callbackError: null });
}

// Tools see the account through lib/account (they never import a feature): who is signed in, and a fresh token.
provideAccount({
  subscribe: subscribeAuth,
  userId: () => snapshot.user?.id ?? null,
  async accessToken() {
    if (!snapshot.user) return null;
    const { data } = await (await loadAuthClient()).getSession();
    return data.session?.access_token ?? null;
  },
});
