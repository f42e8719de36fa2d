/** Whether to spare the user motion: their system asks for it, or they turned animations off in Settings. */
import { readAppSettings } from "@/lib/app-settings";

export function prefersReducedMotion(): boolean {
  if (!readAppSettings().preferences.animationsEnabled) return true;
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
