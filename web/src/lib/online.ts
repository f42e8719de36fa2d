/**
 * Whether this device has a network, and the words for what offline means — one place, so every page that needs
 * the server (pastes, IP, accounts, sync) and every engine that has not been saved on the device yet says the same.
 * `navigator.onLine` false is certain (no network at all); true only means "maybe", so a failed request is still
 * handled where it fails. No React here: workers use it too (`useOffline` is in ./use-offline).
 */
import { msg } from "@lingui/core/macro";

export const isOffline = (): boolean => typeof navigator !== "undefined" && navigator.onLine === false;

/** Calls `callback` each time the device gets its network back; returns the unsubscribe. */
export function onBackOnline(callback: () => void): () => void {
  window.addEventListener("online", callback);
  return () => window.removeEventListener("online", callback);
}

/** A server-backed action tried with no network: what happened, and that nothing typed is lost. */
export const NEEDS_CONNECTION_MESSAGE = msg`You are offline. This needs a connection to Penknife's server; what you entered is kept, so try again once you are back online.`;

/** An engine or page part that was never saved on this device, asked for with no network. */
export const NOT_SAVED_OFFLINE_MESSAGE = msg`You are offline, and this part of Penknife has not been saved on this device yet: it needs a connection the first time. To have every tool ready offline, use Settings → Data → Make every tool available offline.`;

/**
 * The two messages above in English, for what cannot translate: a worker (which has no catalogue; the page puts
 * its words back into the page's language, lib/worker-rpc) and the callers that still take a plain string.
 * Each must stay the same text as its message.
 */
export const NEEDS_CONNECTION =
  "You are offline. This needs a connection to Penknife's server; what you entered is kept, so try again once you are back online.";
export const NOT_SAVED_OFFLINE =
  "You are offline, and this part of Penknife has not been saved on this device yet: it needs a connection the first time. To have every tool ready offline, use Settings → Data → Make every tool available offline.";
