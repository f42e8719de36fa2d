/**
 * The wheel's state and what the user can do to it. The rules (limits, messages, the winner) come from the
 * engine; this store applies them, keeps one spin at a time, saves what must survive a reload and reports
 * problems and winners through `effects` (toasts on the page, spies in tests).
 */
import type { PresetId, SpinPlan, WheelEngine, WheelError } from "./engine";
import { createOptionId, type SavedWheel, type WheelOption, type WheelSettings } from "./storage";
import { wordedOptions } from "./words";

export interface ActiveSpin {
  plan: SpinPlan;
  /** 0 when the spin is shown without animation (reduced motion). */
  durationMs: number;
}

export interface WheelState extends SavedWheel {
  /** The latest winner (the banner); cleared by Reset, presets and import. */
  winner: WheelOption | null;
  /** The spin in progress, if any: only one at a time. */
  spin: ActiveSpin | null;
  /** Counts finished spins, so effects such as confetti can fire once per win. */
  wins: number;
}

export interface WheelEffects {
  /** A refused change: shown as a destructive toast. */
  problem(problem: WheelError): void;
  /** A spin finished on `winner`. */
  winner(winner: WheelOption): void;
  /** Persist what must survive a reload. */
  save(wheel: SavedWheel): void;
}

export class WheelStore {
  private state: WheelState;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly engine: WheelEngine,
    saved: SavedWheel,
    private readonly effects: WheelEffects,
  ) {
    this.state = { ...saved, winner: null, spin: null, wins: 0 };
  }

  getState = (): WheelState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<WheelState>): void {
    this.state = { ...this.state, ...patch };
    const { options, settings, history, rotation } = this.state;
    this.effects.save({ options, settings, history, rotation });
    for (const listener of this.listeners) listener();
  }

  get spinning(): boolean {
    return this.state.spin !== null;
  }

  /** Adds an option; false (with the spec's message) when the text is blank or the wheel is full. */
  addOption(text: string): boolean {
    if (this.spinning) return false;
    const checked = this.engine.newOption(this.state.options.length, text);
    if (checked.problem) {
      this.effects.problem(checked.problem);
      return false;
    }
    this.set({ options: [...this.state.options, { id: createOptionId(), ...checked.value }] });
    return true;
  }

  /** Removes an option unless only two are left. */
  removeOption(id: string): void {
    if (this.spinning) return;
    const problem = this.engine.removalProblem(this.state.options.length);
    if (problem) {
      this.effects.problem(problem);
      return;
    }
    this.set({ options: this.state.options.filter((option) => option.id !== id) });
  }

  /** Replaces every option with the lines of `text`; false (with the message) when there are not 2–20. */
  importOptions(text: string): boolean {
    if (this.spinning) return false;
    const checked = this.engine.importOptions(text);
    if (checked.problem) {
      this.effects.problem(checked.problem);
      return false;
    }
    this.replaceOptions(checked.value);
    return true;
  }

  /** Renames an option; blank text is not applied (the editor shows why and keeps what was typed). */
  editOptionText(id: string, text: string): boolean {
    const trimmed = text.trim();
    if (this.spinning || !trimmed) return false;
    this.set({ options: this.state.options.map((o) => (o.id === id ? { ...o, text: trimmed } : o)) });
    return true;
  }

  editOptionColor(id: string, color: string): void {
    if (this.spinning) return;
    this.set({ options: this.state.options.map((o) => (o.id === id ? { ...o, color } : o)) });
  }

  /** Loads a preset, its options in the page's language: new options, rotation back to 0, winner cleared. */
  applyPreset(id: PresetId): boolean {
    const preset = this.engine.config.presets.find((p) => p.id === id);
    if (this.spinning || !preset) return false;
    this.replaceOptions(wordedOptions(preset.options));
    return true;
  }

  private replaceOptions(options: { text: string; color: string }[]): void {
    this.set({ options: options.map((o) => ({ id: createOptionId(), ...o })), rotation: 0, winner: null });
  }

  setSettings(patch: Partial<WheelSettings>): void {
    const settings = { ...this.state.settings, ...patch };
    settings.spinSeconds = this.engine.clampSpinSeconds(settings.spinSeconds);
    this.set({ settings });
  }

  /**
   * Starts a spin: the engine picks the winner and the final angle now; the page animates to it and calls
   * `finishSpin`. With `animate` false (reduced motion) the spin finishes at once with the same logic.
   * Returns null while another spin is running.
   */
  startSpin({ animate }: { animate: boolean }): ActiveSpin | null {
    if (this.spinning || this.state.options.length === 0) return null;
    const plan = this.engine.planSpin(this.state.rotation, this.state.options.length);
    const spin = { plan, durationMs: animate ? this.state.settings.spinSeconds * 1000 : 0 };
    this.set({ spin, rotation: plan.startRotation });
    if (!animate) this.finishSpin();
    return spin;
  }

  /**
   * Ends the spin in progress: the wheel rests at the planned final angle and the winner is read from that
   * angle. Also used when the user leaves the wheel tab mid-spin — the planned winner is recorded at once.
   */
  finishSpin(): void {
    const { spin, options, history } = this.state;
    if (!spin) return;
    const winner = options[this.engine.winnerIndex(spin.plan.finalRotation, options.length)];
    if (!winner) {
      this.set({ spin: null });
      return;
    }
    this.set({
      spin: null,
      rotation: spin.plan.finalRotation % 360,
      winner,
      history: this.engine.recordWinner(history, winner.text),
      wins: this.state.wins + 1,
    });
    this.effects.winner(winner);
  }

  /** Reset: the wheel back to 0°, no winner, and (as the spec says) an empty history. Options stay. */
  reset(): void {
    if (this.spinning) return;
    this.set({ rotation: 0, winner: null, history: [] });
  }

  clearHistory(): void {
    this.set({ history: [] });
  }
}
