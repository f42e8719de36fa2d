import { useSyncExternalStore } from "react";

export type Theme = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

/** Also read by public/theme-init.js before first paint; keep the two in step. */
export const THEME_STORAGE_KEY = "penknife-theme";
export const THEMES: readonly Theme[] = ["light", "dark", "system"];
const DARK_QUERY = "(prefers-color-scheme: dark)";

function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark" || value === "system";
}

/** The saved choice; 'system' when nothing (or nothing valid) is saved or storage is unavailable. */
export function readTheme(): Theme {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(saved) ? saved : "system";
  } catch {
    return "system";
  }
}

export function saveTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or full storage: the choice still applies for this visit.
  }
}

export function systemPrefersDark(): boolean {
  return (
    typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches
  );
}

export function resolveTheme(theme: Theme, prefersDark = systemPrefersDark()): ResolvedTheme {
  if (theme === "system") return prefersDark ? "dark" : "light";
  return theme;
}

/** Puts the theme on <html>: the `dark` class drives the palette, color-scheme the browser's own controls. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): ResolvedTheme {
  const resolved = resolveTheme(theme);
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
  return resolved;
}

// One shared store so the header switcher, the toaster and any settings page agree.
let snapshot: { theme: Theme; resolved: ResolvedTheme } | undefined;
const listeners = new Set<() => void>();

function currentSnapshot() {
  if (!snapshot) {
    const theme = readTheme();
    snapshot = { theme, resolved: resolveTheme(theme) };
  }
  return snapshot;
}

function publish(theme: Theme) {
  const resolved = applyTheme(theme);
  const previous = snapshot;
  if (!previous || previous.theme !== theme || previous.resolved !== resolved) {
    snapshot = { theme, resolved };
    for (const listener of listeners) listener();
  }
}

/** Saves and applies a theme choice. */
export function setTheme(theme: Theme): void {
  saveTheme(theme);
  publish(theme);
}

/**
 * Keeps the page in step with the OS setting (while 'system' is chosen) and with choices made in other tabs.
 * Returns a function that stops listening.
 */
export function startThemeSync(): () => void {
  publish(readTheme());
  const media = typeof window.matchMedia === "function" ? window.matchMedia(DARK_QUERY) : undefined;
  const onSystemChange = () => publish(currentSnapshot().theme);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) publish(readTheme());
  };
  media?.addEventListener("change", onSystemChange);
  window.addEventListener("storage", onStorage);
  return () => {
    media?.removeEventListener("change", onSystemChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** Calls `listener` when the chosen or the resolved theme changes. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The chosen theme, what it resolves to right now, and a setter. */
export function useTheme(): { theme: Theme; resolvedTheme: ResolvedTheme; setTheme: (theme: Theme) => void } {
  const { theme, resolved } = useSyncExternalStore(subscribeTheme, currentSnapshot, currentSnapshot);
  return { theme, resolvedTheme: resolved, setTheme };
}
