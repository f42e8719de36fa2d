/**
 * The wheel's door to its Rust engine (crates/core/src/wheel, via the shared `generators` wasm bundle): the option
 * rules and messages, the spin plan (winner drawn with the system CSPRNG) and the pointer geometry.
 * Everything is tiny and synchronous, so it runs on the page.
 */
import { loadEngine as loadGeneratorsEngine, type Engine as GeneratorsEngine } from "@/wasm/generators/load";
import type {
  Checked,
  ColorName,
  LabelMode,
  OptionSpec,
  OptionWord,
  PaletteColor,
  Preset,
  PresetId,
  ProposedOption,
  WheelError,
  SpinPlan,
  WheelConfig,
  WheelLabels,
} from "@/wasm/generators/generators.js";

export type {
  Checked,
  ColorName,
  LabelMode,
  OptionSpec,
  OptionWord,
  PaletteColor,
  Preset,
  PresetId,
  ProposedOption,
  SpinPlan,
  WheelConfig,
  WheelError,
  WheelLabels,
};

export interface WheelEngine {
  config: WheelConfig;
  /** The option adding `text` to a wheel of `count` creates, or why not. */
  newOption(count: number, text: string): Checked<OptionSpec>;
  /** Why an option cannot be removed from a wheel of `count`, or null. */
  removalProblem(count: number): WheelError | null;
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

/** The bundle's wheel functions as the page calls them. */
export function wheelEngineFrom(bundle: WheelBundle): WheelEngine {
  return {
    config: bundle.wheelConfig(),
    newOption: (count, text) => bundle.newWheelOption(count, text),
    removalProblem: (count) => bundle.checkWheelOptionRemoval(count).problem,
    importOptions: (text) => bundle.importWheelOptions(text),
    planSpin: (rotation, count) => bundle.planWheelSpin(rotation, count),
    winnerIndex: (rotation, count) => bundle.wheelWinnerIndex(rotation, count),
    labels: (texts) => bundle.wheelLabels(texts),
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
