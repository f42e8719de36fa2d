/**
 * The spec's App settings (part 2 §3, defaults and ranges §9): one typed object, its defaults written once here,
 * kept in local storage under the spec's key `appSettings`. The theme is the one lib/theme.ts keeps (the header's
 * switcher, the profile and this page change the same choice), so it is stored there and joined in on read.
 */
import { useSyncExternalStore } from "react";
import type { Language } from "@/lib/api/types";
import { findLanguage } from "@/lib/language-names";
import { readTheme, setTheme, subscribeTheme, type Theme } from "@/lib/theme";
import { PICKER_LOCALES, type LOCALES } from "@/lib/i18n/locales";

/** The site's language: one the visitor picked, or "auto" (the first of the browser's languages Penknife speaks). */
export type LanguageChoice = "auto" | keyof typeof LOCALES;

export type ExportFormat = "json" | "csv";
export const EXPORT_FORMATS: readonly ExportFormat[] = ["json", "csv"];

export interface NotificationSettings {
  email: boolean;
  push: boolean;
  sound: boolean;
  updates: boolean;
  marketing: boolean;
}

export interface PrivacySettings {
  publicProfile: boolean;
  showActivity: boolean;
  shareData: boolean;
  analytics: boolean;
}

export interface PreferenceSettings {
  /** Not one of the spec's settings: the language picker's choice, kept and synced like them (issue 32). */
  language: LanguageChoice;
  autoSave: boolean;
  defaultLanguage: Language;
  /** Pixels, FONT_SIZE's range. */
  fontSize: number;
  animationsEnabled: boolean;
  compactMode: boolean;
  showTooltips: boolean;
}

export interface DataSettings {
  /** Days, HISTORY_RETENTION's range. */
  historyRetention: number;
  /** Weekly. */
  autoBackup: boolean;
  exportFormat: ExportFormat;
}

export interface SecuritySettings {
  twoFactorEnabled: boolean;
  /** Minutes of inactivity before a signed-in session ends, SESSION_TIMEOUT's range. */
  sessionTimeout: number;
  passwordReminder: boolean;
}

export interface AppSettings {
  theme: Theme;
  notifications: NotificationSettings;
  privacy: PrivacySettings;
  preferences: PreferenceSettings;
  data: DataSettings;
  security: SecuritySettings;
}

export interface SettingRange {
  min: number;
  max: number;
  step: number;
}

/** The sliders (§9): font size 10–20 px, history retention 1–365 days, session timeout 5–480 minutes by 5. */
export const FONT_SIZE: SettingRange = { min: 10, max: 20, step: 1 };
export const HISTORY_RETENTION: SettingRange = { min: 1, max: 365, step: 1 };
export const SESSION_TIMEOUT: SettingRange = { min: 5, max: 480, step: 5 };

/** §9's defaults. The spec names no default for publicProfile, shareData, compactMode and passwordReminder: off. */
export const DEFAULT_APP_SETTINGS: Readonly<AppSettings> = {
  theme: "system",
  notifications: { email: true, push: false, sound: true, updates: true, marketing: false },
  privacy: { publicProfile: false, showActivity: true, shareData: false, analytics: true },
  preferences: {
    language: "auto",
    autoSave: true,
    defaultLanguage: "javascript",
    fontSize: 14,
    animationsEnabled: true,
    compactMode: false,
    showTooltips: true,
  },
  data: { historyRetention: 90, autoBackup: false, exportFormat: "json" },
  security: { twoFactorEnabled: false, sessionTimeout: 60, passwordReminder: false },
};

/** A fresh copy of the defaults, safe to change. */
export const defaultAppSettings = (): AppSettings => structuredClone(DEFAULT_APP_SETTINGS);

export const APP_SETTINGS_KEY = "appSettings";

// ---- validation -------------------------------------------------------------------------------------------------

/** A field's check: the value when it fits, undefined when it does not. */
type Check<T> = (value: unknown) => T | undefined;

const flag: Check<boolean> = (value) => (typeof value === "boolean" ? value : undefined);
const inRange =
  ({ min, max, step }: SettingRange): Check<number> =>
  (value) =>
    typeof value === "number" && Number.isInteger(value) && value >= min && value <= max && (value - min) % step === 0
      ? value
      : undefined;
const theme: Check<Theme> = (value) =>
  value === "light" || value === "dark" || value === "system" ? value : undefined;
const exportFormat: Check<ExportFormat> = (value) => EXPORT_FORMATS.find((format) => format === value);
const language: Check<LanguageChoice> = (value) =>
  value === "auto" ? value : PICKER_LOCALES.find((locale) => locale === value);

type Schema<T> = { [K in keyof T]: Check<T[K]> };

const SCHEMA: { [G in Exclude<keyof AppSettings, "theme">]: Schema<AppSettings[G]> } = {
  notifications: { email: flag, push: flag, sound: flag, updates: flag, marketing: flag },
  privacy: { publicProfile: flag, showActivity: flag, shareData: flag, analytics: flag },
  preferences: {
    language,
    autoSave: flag,
    defaultLanguage: findLanguage,
    fontSize: inRange(FONT_SIZE),
    animationsEnabled: flag,
    compactMode: flag,
    showTooltips: flag,
  },
  data: { historyRetention: inRange(HISTORY_RETENTION), autoBackup: flag, exportFormat },
  security: { twoFactorEnabled: flag, sessionTimeout: inRange(SESSION_TIMEOUT), passwordReminder: flag },
};
const GROUPS = Object.keys(SCHEMA) as (keyof typeof SCHEMA)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads settings from untrusted JSON. `strict` (a file the user imports): any field present with a wrong type or
 * out of range rejects the whole object (null), so a bad file changes nothing; missing fields take their default
 * (an older file). Lenient (what this browser or the server stored): a bad field falls back to its default alone.
 */
function readSettings(json: unknown, strict: boolean): AppSettings | null {
  if (!isRecord(json)) return null;
  const result = defaultAppSettings();
  let recognised = false;
  if (json.theme !== undefined) {
    const value = theme(json.theme);
    if (value !== undefined) result.theme = value;
    else if (strict) return null;
    recognised = true;
  }
  for (const group of GROUPS) {
    const given = json[group];
    if (given === undefined) continue;
    recognised = true;
    if (!isRecord(given)) {
      if (strict) return null;
      continue;
    }
    const schema = SCHEMA[group] as Record<string, Check<unknown>>;
    const target = result[group] as unknown as Record<string, unknown>;
    for (const [field, check] of Object.entries(schema)) {
      if (given[field] === undefined) continue;
      const value = check(given[field]);
      if (value !== undefined) target[field] = value;
      else if (strict) return null;
    }
  }
  return recognised || !strict ? result : null;
}

/**
 * Import validation: the settings in an imported file (a Backup file's `settings`, or a bare settings object), or
 * null when the file holds none or any value is wrong.
 */
export function parseAppSettings(json: unknown): AppSettings | null {
  const settings = isRecord(json) && isRecord(json.settings) ? json.settings : json;
  return readSettings(settings, true);
}

/** Settings from a trusted-but-maybe-damaged source (storage, the server): every readable field kept. */
export function sanitizeAppSettings(json: unknown): AppSettings {
  return readSettings(json, false) ?? defaultAppSettings();
}

// ---- storage and the shared store -------------------------------------------------------------------------------

function readStored(): unknown {
  try {
    return JSON.parse(localStorage.getItem(APP_SETTINGS_KEY) ?? "null");
  } catch (error) {
    console.warn("appSettings is not valid JSON; using the defaults", error);
    return null;
  }
}

let snapshot: AppSettings | undefined;
const listeners = new Set<() => void>();

function notify() {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

/** The settings in force: what this browser saved, the theme from lib/theme, defaults for the rest. */
export function readAppSettings(): AppSettings {
  // Cached only while someone listens: without listeners nothing would notice another tab's change.
  if (listeners.size === 0) snapshot = undefined;
  snapshot ??= { ...sanitizeAppSettings(readStored()), theme: readTheme() };
  return snapshot;
}

/**
 * Persists and applies settings (the theme through lib/theme). Throws when storage refuses (full, private mode):
 * the page reports 'Save Failed'.
 */
export function saveAppSettings(settings: AppSettings): void {
  const { theme: chosenTheme, ...rest } = settings;
  localStorage.setItem(APP_SETTINGS_KEY, JSON.stringify(rest));
  setTheme(chosenTheme);
  notify();
}

/** Calls `listener` when the settings change (here, in another tab, or the theme from the header). */
export function subscribeAppSettings(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) startWatching();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopWatching?.();
  };
}

let stopWatching: (() => void) | undefined;
function startWatching() {
  const onStorage = (event: StorageEvent) => {
    if (event.key === APP_SETTINGS_KEY || event.key === null) notify();
  };
  window.addEventListener("storage", onStorage);
  const stopTheme = subscribeTheme(() => {
    if (snapshot?.theme !== readTheme()) notify();
  });
  stopWatching = () => {
    window.removeEventListener("storage", onStorage);
    stopTheme();
    stopWatching = undefined;
  };
}

/** The settings in force, re-rendering when they change. */
export function useAppSettings(): AppSettings {
  return useSyncExternalStore(subscribeAppSettings, readAppSettings, readAppSettings);
}
