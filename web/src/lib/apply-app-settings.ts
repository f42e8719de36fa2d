/**
 * What the App settings do outside the settings page: the font size, motion and density on <html> (CSS reads
 * them: index.css), and history kept only for the retention period. public/theme-init.js applies the same three
 * before first paint; keep the two in step.
 */
import { clearDrafts } from "@/lib/auto-saved-text";
import { pruneHistory } from "@/lib/history-store";
import { readAppSettings, subscribeAppSettings, type AppSettings } from "@/lib/app-settings";

/** The CSS variable tool text and the code editor take their size from. */
export const FONT_SIZE_VARIABLE = "--tool-font-size";
/** On <html> when animations are off: every CSS animation and transition is cut short. */
export const REDUCE_MOTION_CLASS = "reduce-motion";
/** On <html> in compact mode: Tailwind's spacing unit shrinks, so every gap and padding does. */
export const COMPACT_CLASS = "compact";

export function applyPresentation(settings: AppSettings, root: HTMLElement = document.documentElement): void {
  root.style.setProperty(FONT_SIZE_VARIABLE, `${settings.preferences.fontSize}px`);
  root.classList.toggle(REDUCE_MOTION_CLASS, !settings.preferences.animationsEnabled);
  root.classList.toggle(COMPACT_CLASS, settings.preferences.compactMode);
}

function pruneToRetention(settings: AppSettings) {
  try {
    pruneHistory(settings.data.historyRetention);
  } catch (error) {
    console.error("could not prune history", error);
  }
}

/** Applies the settings now and whenever they change (a save, another tab, a signed-in account's copy). */
export function startAppSettings(): () => void {
  let current = readAppSettings();
  applyPresentation(current);
  pruneToRetention(current);
  return subscribeAppSettings(() => {
    const next = readAppSettings();
    if (next === current) return;
    applyPresentation(next);
    pruneToRetention(next);
    if (!next.preferences.autoSave && current.preferences.autoSave) clearDrafts();
    current = next;
  });
}
