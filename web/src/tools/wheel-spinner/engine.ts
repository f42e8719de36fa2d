/**
 * The wheel's door to its Rust engine (crates/core/src/wheel, via the shared `generators` wasm bundle): the option
 * rules and messages, the spin plan (winner drawn with the system CSPRNG) and the pointer geometry.
 * Everything is tiny and synchronous, so it runs on the page.
 */
import { loadGeneratorsEngine, type GeneratorsEngine } from "@/lib/generators-engine";

export interface PaletteColor {
  name: string;
  /** `#RRGGBB` */
  hex: string;
}

/** An option's content; the page's options add an id. */
export interface OptionSpec {
  text: string;
  color: string;
}

export interface Preset {
  name: string;
  options: OptionSpec[];
}

export interface WheelConfig {
  palette: PaletteColor[];
  defaultOptions: OptionSpec[];
  presets: Preset[];
  minOptions: number;
  maxOptions: number;
  historyLimit: number;
  minSpinSeconds: number;
  maxSpinSeconds: number;
  defaultSpinSeconds: number;
  canvasSizePx: number;
  clickFrequencyHz: number;
  clickSeconds: number;
}

/** A refused change: the toast's title and description. */
export interface Problem {
  title: string;
  description: string;
}

export type Checked<T> = { value: T; problem: null } | { value: null; problem: Problem };

/** A spin decided before it is animated (angles in degrees; see the geometry in geometry.ts). */
export interface SpinPlan {
  winnerIndex: number;
  startRotation: number;
  finalRotation: number;
  turns: number;
}

export type LabelMode = "text" | "number" | "hidden";

export interface WheelLabels {
  style: { mode: LabelMode; fontPx: number; maxChars: number; showHint: boolean };
  /** One per option; null when labels are hidden. */
  labels: (string | null)[];
}

export interface WheelEngine {
  config: WheelConfig;
  /** The option adding `text` to a wheel of `count` creates, or why not. */
  newOption(count: number, text: string): Checked<OptionSpec>;
  /** Why an option cannot be removed from a wheel of `count`, or null. */
  removalProblem(count: number): Problem | null;
  /** Bulk import (one per line, blank lines ignored), or why not. */
  importOptions(text: string): Checked<OptionSpec[]>;
  /** Plans a spin from `currentRotation`; throws for a wheel without options. */
  planSpin(currentRotation: number, count: number): SpinPlan;
  /** The segment under the top pointer at `rotation`. */
  winnerIndex(rotation: number, count: number): number;
  labels(texts: string[]): WheelLabels;
  /** The history with `winner` first, at most ten entries. */
  recordWinner(history: string[], winner: string): string[];
  clampSpinSeconds(seconds: number): number;
}

type WheelBundle = Pick<
  GeneratorsEngine,
  | "wheelConfig"
  | "newWheelOption"
  | "checkWheelOptionRemoval"
  | "importWheelOptions"
  | "planWheelSpin"
  | "wheelWinnerIndex"
  | "wheelLabels"
  | "recordWheelWinner"
  | "clampWheelSpinSeconds"
>;

/** Types the bundle's wheel functions (the generated .d.ts says `any` for objects). */
export function wheelEngineFrom(bundle: WheelBundle): WheelEngine {
  return {
    config: bundle.wheelConfig() as WheelConfig,
    newOption: (count, text) => bundle.newWheelOption(count, text) as Checked<OptionSpec>,
    removalProblem: (count) => (bundle.checkWheelOptionRemoval(count) as Checked<null>).problem,
    importOptions: (text) => bundle.importWheelOptions(text) as Checked<OptionSpec[]>,
    planSpin: (rotation, count) => bundle.planWheelSpin(rotation, count) as SpinPlan,
    winnerIndex: (rotation, count) => bundle.wheelWinnerIndex(rotation, count),
    labels: (texts) => bundle.wheelLabels(texts) as WheelLabels,
    recordWinner: (history, winner) => bundle.recordWheelWinner(history, winner),
    clampSpinSeconds: (seconds) => bundle.clampWheelSpinSeconds(seconds),
  };
}

let engine: Promise<WheelEngine> | undefined;

/** The wheel engine, loaded once (a failed load is retried on the next call). */
export function loadWheelEngine(): Promise<WheelEngine> {
  engine ??= loadGeneratorsEngine().then(wheelEngineFrom);
  engine.catch(() => (engine = undefined));
  return engine;
}
