// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  APP_SETTINGS_KEY,
  DEFAULT_APP_SETTINGS,
  defaultAppSettings,
  parseAppSettings,
  readAppSettings,
  sanitizeAppSettings,
  saveAppSettings,
} from "./app-settings";
import { THEME_STORAGE_KEY } from "./theme";

afterEach(() => localStorage.clear());

describe("defaults (part 2 §9)", () => {
  it("are the spec's", () => {
    expect(DEFAULT_APP_SETTINGS).toEqual({
      theme: "system",
      notifications: { email: true, push: false, sound: true, updates: true, marketing: false },
      privacy: { publicProfile: false, showActivity: true, shareData: false, analytics: true },
      preferences: {
        // Not the spec's: the site's language, from the browser until the visitor picks one (issue 32).
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
    });
  });

  it("are what a first visit reads, and a fresh copy each time", () => {
    expect(readAppSettings()).toEqual(DEFAULT_APP_SETTINGS);
    const copy = defaultAppSettings();
    copy.preferences.fontSize = 20;
    expect(DEFAULT_APP_SETTINGS.preferences.fontSize).toBe(14);
  });
});

describe("saveAppSettings", () => {
  it("keeps the theme in lib/theme's key and the rest under appSettings", () => {
    const settings = defaultAppSettings();
    settings.theme = "dark";
    settings.preferences.fontSize = 18;
    saveAppSettings(settings);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    const stored = JSON.parse(localStorage.getItem(APP_SETTINGS_KEY) ?? "{}") as Record<string, unknown>;
    expect(stored.theme).toBeUndefined();
    expect(readAppSettings()).toEqual(settings);
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });
});

describe("parseAppSettings (import)", () => {
  it("reads a Backup file's settings and a bare settings object", () => {
    const settings = defaultAppSettings();
    settings.data.exportFormat = "csv";
    settings.security.sessionTimeout = 120;
    expect(parseAppSettings({ settings, version: "1.0" })).toEqual(settings);
    expect(parseAppSettings(settings)).toEqual(settings);
  });

  it("fills fields an older file lacks with their defaults", () => {
    expect(parseAppSettings({ theme: "light", preferences: { fontSize: 12 } })).toEqual({
      ...defaultAppSettings(),
      theme: "light",
      preferences: { ...DEFAULT_APP_SETTINGS.preferences, fontSize: 12 },
    });
  });

  it.each([
    ["not an object", "settings"],
    ["an array", [1, 2]],
    ["null", null],
    ["no settings at all", { hello: "world" }],
    ["an unknown theme", { theme: "neon" }],
    ["a string for a switch", { notifications: { email: "yes" } }],
    ["a font size above 20", { preferences: { fontSize: 21 } }],
    ["a font size below 10", { preferences: { fontSize: 9 } }],
    ["a fractional font size", { preferences: { fontSize: 12.5 } }],
    ["retention of 0 days", { data: { historyRetention: 0 } }],
    ["retention of 366 days", { data: { historyRetention: 366 } }],
    ["a timeout off the 5-minute step", { security: { sessionTimeout: 62 } }],
    ["a timeout above 480", { security: { sessionTimeout: 485 } }],
    ["an unknown export format", { data: { exportFormat: "xml" } }],
    ["an unknown language", { preferences: { defaultLanguage: "cobol" } }],
    ["a group that is not an object", { security: true }],
  ])("rejects %s", (_, json) => {
    expect(parseAppSettings(json)).toBeNull();
  });
});

describe("sanitizeAppSettings (storage, the server)", () => {
  it("keeps every good field and defaults each bad one alone", () => {
    expect(sanitizeAppSettings({ theme: "neon", preferences: { fontSize: 99, compactMode: true } })).toEqual({
      ...defaultAppSettings(),
      preferences: { ...DEFAULT_APP_SETTINGS.preferences, compactMode: true },
    });
    expect(sanitizeAppSettings("garbage")).toEqual(DEFAULT_APP_SETTINGS);
  });

  it("survives damaged storage", () => {
    localStorage.setItem(APP_SETTINGS_KEY, "{not json");
    expect(readAppSettings().preferences).toEqual(DEFAULT_APP_SETTINGS.preferences);
  });
});
