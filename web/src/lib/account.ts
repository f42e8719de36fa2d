/**
 * The signed-in account as a tool may see it: who (an id, or null when signed out) and an access token for our
 * own API. The auth feature provides it at start (features/auth); tools read it here, since they never import a
 * feature. Signed out, or before auth has started, there is no account.
 */
import { useSyncExternalStore } from "react";

export interface AccountSource {
  subscribe(listener: () => void): () => void;
  userId(): string | null;
  accessToken(): Promise<string | null>;
}

const signedOut: AccountSource = {
  subscribe: () => () => {},
  userId: () => null,
  accessToken: async () => null,
};
let source = signedOut;

export function provideAccount(account: AccountSource): void {
  source = account;
}

/** The signed-in user's id, or null; re-renders on sign-in and sign-out. */
export function useAccountId(): string | null {
  return useSyncExternalStore(
    (listener) => source.subscribe(listener),
    () => source.userId(),
  );
}

/** The signed-in user's access token (refreshed by the auth client when due), or null. */
export function accessToken(): Promise<string | null> {
  return source.accessToken();
}
