/**
 * The wheel survives a reload: options, settings, history and where the wheel stopped are kept in local
 * storage. Whatever is stored is checked field by field; anything unreadable falls back to the defaults
 * (read errors are only logged, as the spec asks of storage errors).
 */
import type { WheelConfig } from "./engine";
import { wordedOptions } from "./words";

export const STORAGE_KEY = "wheelSpinner";
const VERSION = 1;

export interface WheelOption {
  id: string;
  text: string;
  /** `#RRGGBB` */
  color: string;
}

export interface WheelSettings {
  /** Whole seconds, 1–10. */
  spinSeconds: number;
  sound: boolean;
  confetti: boolean;
}

/** What is kept between visits. */
export interface SavedWheel {
  options: WheelOption[];
  settings: WheelSettings;
  /** Winner texts, newest first. */
  history: string[];
  /** Where the wheel rests, degrees in [0, 360). */
  rotation: number;
}

let idCounter = 0;

/** A unique id for a new option. */
export function createOptionId(): string {
  idCounter += 1;
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `option-${Date.now().toString(36)}-${idCounter}`;
}

/** A new wheel: the engine's default options, named in the page's language ("Option 1" in English). */
export function defaultWheel(config: WheelConfig): SavedWheel {
  return {
    options: wordedOptions(config.defaultOptions).map((option) => ({ id: createOptionId(), ...option })),
    settings: { spinSeconds: config.defaultSpinSeconds, sound: true, confetti: true },
    history: [],
    rotation: 0,
  };
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The stored options when they form a valid wheel (2–20 options with text and a colour), else null. */
function readOptions(value: unknown, config: WheelConfig): WheelOption[] | null {
  if (!Array.isArray(value) || value.length < config.minOptions || value.length > config.maxOptions) return null;
  const seen = new Set<string>();
  const options: WheelOption[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.text !== "string" || !item.text.trim()) return null;
    if (typeof item.color !== "string" || !HEX_COLOR.test(item.color)) return null;
    // Ids only need to be unique on this page; repair rather than reject.
    const id = typeof item.id === "string" && item.id && !seen.has(item.id) ? item.id : createOptionId();
    seen.add(id);
    options.push({ id, text: item.text.trim(), color: item.color.toUpperCase() });
  }
  return options;
}

function readSettings(value: unknown, config: WheelConfig, clampSeconds: (s: number) => number): WheelSettings {
  const fallback = defaultWheel(config).settings;
  if (!isRecord(value)) return fallback;
  return {
    spinSeconds: typeof value.spinSeconds === "number" ? clampSeconds(value.spinSeconds) : fallback.spinSeconds,
    sound: typeof value.sound === "boolean" ? value.sound : fallback.sound,
    confetti: typeof value.confetti === "boolean" ? value.confetti : fallback.confetti,
  };
}

/** Parses what `saveWheel` wrote; every part that does not check out takes its default. */
export function parseSavedWheel(
  raw: string | null,
  config: WheelConfig,
  clampSeconds: (s: number) => number,
): SavedWheel {
  const defaults = defaultWheel(config);
  if (raw === null) return defaults;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    console.warn("Wheel spinner: stored wheel is unreadable, using the defaults", error);
    return defaults;
  }
  if (!isRecord(data)) return defaults;
  const history = Array.isArray(data.history)
    ? data.history.filter((entry): entry is string => typeof entry === "string").slice(0, config.historyLimit)
    : [];
  const rotation =
    typeof data.rotation === "number" && Number.isFinite(data.rotation) ? ((data.rotation % 360) + 360) % 360 : 0;
  return {
    options: readOptions(data.options, config) ?? defaults.options,
    settings: readSettings(data.settings, config, clampSeconds),
    history,
    rotation,
  };
}

export function serializeWheel(wheel: SavedWheel): string {
  return JSON.stringify({ version: VERSION, ...wheel });
}

/** Reads the saved wheel (defaults when there is none, or storage is unavailable or holds garbage). */
export function loadWheel(config: WheelConfig, clampSeconds: (s: number) => number): SavedWheel {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch (error) {
    console.warn("Wheel spinner: local storage is unavailable", error);
  }
  return parseSavedWheel(raw, config, clampSeconds);
}

/** Saves the wheel; a full or blocked storage only costs persistence, never the page. */
export function saveWheel(wheel: SavedWheel): void {
  try {
    localStorage.setItem(STORAGE_KEY, serializeWheel(wheel));
  } catch (error) {
    console.warn("Wheel spinner: could not save the wheel", error);
  }
}
