/**
 * Settings for a signed-in user follow them to every browser (/api/me/settings). On sign-in, and on every load
 * while signed in, the account's copy wins; an account that has none yet gets this browser's. Saving sends the
 * new settings, and so does a change made elsewhere (the header's theme switcher, the profile, another tab).
 * Signing out leaves the account's copy on the server. A change the account did not get (offline, server down)
 * is marked unsent in this browser: it is sent when the network comes back or at the next load, and until then
 * it wins over the account's older copy.
 */
import { useEffect } from "react";
import { useAccountId } from "@/lib/account";
import {
  readAppSettings,
  sanitizeAppSettings,
  saveAppSettings,
  subscribeAppSettings,
  type AppSettings,
} from "@/lib/app-settings";
import type { SavedSettings } from "@/lib/api/types";
import { meApi } from "@/lib/me-api";
import { onBackOnline } from "@/lib/online";
import { readStored, writeStored } from "@/lib/stored";

/** The id of the account this browser holds settings for that it has not confirmed; absent when none. */
export const UNSENT_SETTINGS_KEY = "penknife-settings-unsent";

/** The signed-in account the settings follow; null signed out. */
let account: string | null = null;

const markUnsent = (unsent: boolean) => writeStored(UNSENT_SETTINGS_KEY, unsent ? account : null);
const isUnsent = () => account !== null && readStored(UNSENT_SETTINGS_KEY) === account;

/** The settings as last agreed with the account, in one canonical form; null before the first pull. */
let synced: string | null = null;
const canonical = (settings: AppSettings) => JSON.stringify(sanitizeAppSettings(settings));

async function put(settings: AppSettings): Promise<void> {
  synced = canonical(settings);
  markUnsent(true);
  await meApi<SavedSettings>("PUT", "/settings", settings);
  // Only if nothing newer was saved meanwhile (its own put clears the mark).
  if (synced === canonical(settings)) markUnsent(false);
}

/** Saves and applies settings here and, signed in, on the account. Throws when either refuses. */
export async function saveAndSyncSettings(settings: AppSettings): Promise<void> {
  synced = canonical(settings); // before the save, so the change watcher does not send it a second time
  saveAppSettings(settings);
  await put(settings);
}

/**
 * Brings this browser and the account into step: the account's settings, or this browser's for a new account or
 * when this browser has changes the account never got.
 */
export async function pullSettings(): Promise<void> {
  if (isUnsent()) return put(readAppSettings());
  const answer = await meApi<SavedSettings>("GET", "/settings");
  if (!answer) return;
  if (answer.settings === null || answer.settings === undefined) {
    await put(readAppSettings());
  } else {
    // Written by our own client, but checked like anything read back: a bad field falls back to its default.
    const settings = sanitizeAppSettings(answer.settings);
    synced = canonical(settings);
    saveAppSettings(settings);
  }
}

/** Mounted once in the app: pulls when a user is signed in (at load and at each sign-in), then pushes changes. */
export function useSettingsSync(): void {
  const userId = useAccountId();
  useEffect(() => {
    account = userId;
    if (!userId) {
      synced = null;
      return;
    }
    const sync = () => pullSettings().catch((error: unknown) => console.warn("could not sync settings", error));
    void sync();
    const stopWatching = subscribeAppSettings(() => {
      const settings = readAppSettings();
      if (synced === null || canonical(settings) === synced) return;
      put(settings).catch((error: unknown) => console.warn("could not send settings", error));
    });
    const stopWaiting = onBackOnline(() => void sync());
    return () => {
      stopWatching();
      stopWaiting();
    };
  }, [userId]);
}
