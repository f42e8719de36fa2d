import { beforeAll, describe, expect, it, vi } from "vitest";
import type { WheelEngine } from "./engine";
import { defaultWheel, type SavedWheel } from "./storage";
import { testWheelEngine } from "./test-engine";
import { WheelStore, type WheelEffects } from "./wheel-store";

let engine: WheelEngine;
beforeAll(async () => {
  engine = await testWheelEngine();
});

function setup(saved?: Partial<SavedWheel>) {
  const effects = { problem: vi.fn(), winner: vi.fn(), save: vi.fn() } satisfies WheelEffects;
  const store = new WheelStore(engine, { ...defaultWheel(engine.config), ...saved }, effects);
  return { store, effects, texts: () => store.getState().options.map((o) => o.text) };
}

function optionsNamed(...texts: string[]) {
  return texts.map((text, i) => ({ id: `id-${i}`, text, color: "#EF4444" }));
}

describe("WheelStore", () => {
  it("starts from the saved wheel with no winner and no spin", () => {
    const { store, texts } = setup();
    expect(texts()).toEqual(["Option 1", "Option 2", "Option 3", "Option 4", "Option 5", "Option 6"]);
    expect(store.getState().winner).toBeNull();
    expect(store.getState().spin).toBeNull();
    expect(store.getState().settings).toEqual({ spinSeconds: 3, sound: true, confetti: true });
  });

  it("adds trimmed options in the palette colour of their position, and saves", () => {
    const { store, effects, texts } = setup();
    expect(store.addOption("  Pizza ")).toBe(true);
    expect(texts().at(-1)).toBe("Pizza");
    expect(store.getState().options.at(-1)?.color).toBe(engine.config.palette[6]?.hex);
    expect(effects.save).toHaveBeenLastCalledWith(expect.objectContaining({ options: store.getState().options }));
    expect(new Set(store.getState().options.map((o) => o.id)).size).toBe(7);
  });

  it("refuses a blank option and a 21st as the engine's kinds", () => {
    const { store, effects } = setup();
    expect(store.addOption("   ")).toBe(false);
    expect(effects.problem).toHaveBeenLastCalledWith({ kind: "emptyOption" });
    for (let i = 7; i <= 20; i++) expect(store.addOption(`Option ${i}`)).toBe(true);
    expect(store.addOption("Option 21")).toBe(false);
    expect(effects.problem).toHaveBeenLastCalledWith({ kind: "tooManyOnWheel" });
    expect(store.getState().options).toHaveLength(20);
  });

  it("removes options down to two, then explains", () => {
    const { store, effects, texts } = setup({ options: optionsNamed("A", "B", "C") });
    store.removeOption("id-1");
    expect(texts()).toEqual(["A", "C"]);
    store.removeOption("id-0");
    expect(texts()).toEqual(["A", "C"]);
    expect(effects.problem).toHaveBeenLastCalledWith({ kind: "tooFewToRemove" });
  });

  it("imports 2–20 lines, replacing everything and resetting rotation and winner", () => {
    const { store, effects, texts } = setup({ rotation: 123 });
    store.startSpin({ animate: false });
    expect(store.getState().winner).not.toBeNull();
    expect(store.importOptions("only one\n\n")).toBe(false);
    expect(effects.problem).toHaveBeenLastCalledWith({ kind: "tooFewToImport" });
    const many = Array.from({ length: 21 }, (_, i) => `Item ${i}`).join("\n");
    expect(store.importOptions(many)).toBe(false);
    expect(effects.problem).toHaveBeenLastCalledWith({ kind: "tooManyToImport" });
    expect(texts()).toHaveLength(6);
    expect(store.importOptions("Red\n\n  Blue \nGreen")).toBe(true);
    expect(texts()).toEqual(["Red", "Blue", "Green"]);
    expect(store.getState().rotation).toBe(0);
    expect(store.getState().winner).toBeNull();
  });

  it("edits text (never to blank) and colour", () => {
    const { store, texts } = setup({ options: optionsNamed("A", "B") });
    expect(store.editOptionText("id-0", "  Apple ")).toBe(true);
    expect(store.editOptionText("id-1", "   ")).toBe(false);
    expect(texts()).toEqual(["Apple", "B"]);
    store.editOptionColor("id-1", "#3B82F6");
    expect(store.getState().options[1]?.color).toBe("#3B82F6");
  });

  it("spins one at a time and records the winner read from the final rotation", () => {
    const { store, effects } = setup();
    const spin = store.startSpin({ animate: true });
    expect(spin?.durationMs).toBe(3000);
    expect(store.getState().spin).toBe(spin);
    expect(store.startSpin({ animate: true })).toBeNull();
    // Nothing about the options changes mid-spin.
    expect(store.addOption("late")).toBe(false);
    store.removeOption(store.getState().options[0]!.id);
    expect(store.getState().options).toHaveLength(6);
    expect(store.applyPreset("yesOrNo")).toBe(false);
    expect(effects.winner).not.toHaveBeenCalled();

    store.finishSpin();
    const state = store.getState();
    const expected = state.options[engine.winnerIndex(spin!.plan.finalRotation, 6)]!;
    expect(expected).toBe(state.options[spin!.plan.winnerIndex]);
    expect(state.winner).toBe(expected);
    expect(state.history).toEqual([expected.text]);
    expect(state.spin).toBeNull();
    expect(state.wins).toBe(1);
    expect(state.rotation).toBeCloseTo(spin!.plan.finalRotation % 360);
    expect(effects.winner).toHaveBeenCalledExactlyOnceWith(expected);
    store.finishSpin(); // a second end (e.g. tab switch after the animation) changes nothing
    expect(effects.winner).toHaveBeenCalledOnce();
  });

  it("uses the duration setting, and finishes at once without animation", () => {
    const { store, effects } = setup();
    store.setSettings({ spinSeconds: 1 });
    expect(store.startSpin({ animate: true })?.durationMs).toBe(1000);
    store.finishSpin();
    store.startSpin({ animate: false });
    expect(store.getState().spin).toBeNull();
    expect(effects.winner).toHaveBeenCalledTimes(2);
    expect(store.getState().history).toHaveLength(2);
  });

  it("keeps the ten newest winners, newest first", () => {
    const { store } = setup();
    const winners: string[] = [];
    for (let i = 0; i < 12; i++) {
      store.startSpin({ animate: false });
      winners.unshift(store.getState().winner!.text);
    }
    expect(store.getState().history).toEqual(winners.slice(0, 10));
  });

  it("starts each spin from where the last one stopped", () => {
    const { store } = setup({ rotation: 200 });
    const spin = store.startSpin({ animate: true })!;
    expect(spin.plan.startRotation).toBe(200);
    store.finishSpin();
    const next = store.startSpin({ animate: true })!;
    expect(next.plan.startRotation).toBeCloseTo(spin.plan.finalRotation % 360);
  });

  it("reset puts the wheel at 0 and clears winner and history but keeps the options", () => {
    const { store, texts } = setup({ rotation: 50 });
    store.startSpin({ animate: false });
    store.reset();
    expect(store.getState()).toMatchObject({ rotation: 0, winner: null, history: [] });
    expect(texts()).toHaveLength(6);
  });

  it("presets replace the options and reset the rotation and winner, keeping the history", () => {
    const { store, texts } = setup();
    store.startSpin({ animate: false });
    expect(store.applyPreset("yesOrNo")).toBe(true);
    expect(texts()).toEqual(["Yes", "No"]);
    expect(store.getState()).toMatchObject({ rotation: 0, winner: null });
    expect(store.getState().history).toHaveLength(1);
    expect(store.applyPreset("numbersOneToTen")).toBe(true);
    expect(texts()).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(store.applyPreset("colors")).toBe(true);
    expect(texts()).toEqual(["Red", "Blue", "Green", "Yellow", "Purple", "Orange"]);
    expect(store.getState().options.map((o) => o.color)).toEqual(
      ["red", "blue", "green", "yellow", "purple", "orange"].map(
        (name) => engine.config.palette.find((color) => color.name === name)?.hex,
      ),
    );
  });

  it("clamps the duration to 1–10 seconds and toggles sound and confetti", () => {
    const { store } = setup();
    store.setSettings({ spinSeconds: 42 });
    expect(store.getState().settings.spinSeconds).toBe(10);
    store.setSettings({ spinSeconds: 0 });
    expect(store.getState().settings.spinSeconds).toBe(1);
    store.setSettings({ sound: false, confetti: false });
    expect(store.getState().settings).toEqual({ spinSeconds: 1, sound: false, confetti: false });
  });

  it("notifies subscribers on every change", () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.addOption("x");
    store.clearHistory();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.addOption("y");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
