// @vitest-environment jsdom
import { describe, it, expect, beforeEach, afterEach, vi } from "vitest";
import { THEME_STORAGE_KEY, applyTheme, readTheme, resolveTheme, saveTheme, setTheme, startThemeSync } from "./theme";

type Listener = (event: { matches: boolean }) => void;

/** A controllable prefers-color-scheme media query. */
function mockSystemDark(initial: boolean) {
  const listeners = new Set<Listener>();
  const media = {
    matches: initial,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  };
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => media),
  );
  return {
    set(dark: boolean) {
      media.matches = dark;
      for (const listener of listeners) listener({ matches: dark });
    },
  };
}

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.classList.remove("dark");
});
afterEach(() => vi.unstubAllGlobals());

describe("theme", () => {
  it("reads 'system' when nothing or something invalid is saved", () => {
    expect(readTheme()).toBe("system");
    localStorage.setItem(THEME_STORAGE_KEY, "purple");
    expect(readTheme()).toBe("system");
    saveTheme("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(readTheme()).toBe("dark");
  });

  it("resolves system by the OS preference", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("toggles the dark class and color-scheme on <html>", () => {
    mockSystemDark(false);
    expect(applyTheme("dark")).toBe("dark");
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.style.colorScheme).toBe("dark");
    expect(applyTheme("light")).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
    expect(applyTheme("system")).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("follows the OS live while 'system' is chosen, and not otherwise", () => {
    const system = mockSystemDark(false);
    const stop = startThemeSync();
    expect(root.classList.contains("dark")).toBe(false);
    system.set(true);
    expect(root.classList.contains("dark")).toBe(true);
    setTheme("light");
    expect(root.classList.contains("dark")).toBe(false);
    system.set(true);
    expect(root.classList.contains("dark")).toBe(false);
    setTheme("system");
    expect(root.classList.contains("dark")).toBe(true);
    stop();
    system.set(false);
    expect(root.classList.contains("dark")).toBe(true);
  });

  it("picks up a choice made in another tab", () => {
    mockSystemDark(false);
    const stop = startThemeSync();
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "dark" }));
    expect(root.classList.contains("dark")).toBe(true);
    stop();
  });
});
