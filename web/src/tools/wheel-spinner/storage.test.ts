// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { WheelEngine } from "./engine";
import {
  defaultWheel,
  loadWheel,
  parseSavedWheel,
  saveWheel,
  serializeWheel,
  STORAGE_KEY,
  type SavedWheel,
} from "./storage";
import { testWheelEngine } from "./test-engine";

let engine: WheelEngine;
beforeAll(async () => {
  engine = await testWheelEngine();
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const parse = (raw: string | null) => parseSavedWheel(raw, engine.config, engine.clampSpinSeconds);
const texts = (wheel: SavedWheel) => wheel.options.map((o) => o.text);
const DEFAULT_TEXTS = ["Option 1", "Option 2", "Option 3", "Option 4", "Option 5", "Option 6"];

function saved(overrides: Record<string, unknown>): string {
  return JSON.stringify({
    version: 1,
    options: [
      { id: "a", text: "Pizza", color: "#EF4444" },
      { id: "b", text: "Sushi", color: "#3b82f6" },
    ],
    settings: { spinSeconds: 5, sound: false, confetti: true },
    history: ["Pizza"],
    rotation: 90,
    ...overrides,
  });
}

describe("wheel storage", () => {
  it("gives the default wheel when nothing is stored", () => {
    const wheel = parse(null);
    expect(texts(wheel)).toEqual(DEFAULT_TEXTS);
    expect(wheel.options.map((o) => o.color)).toEqual(engine.config.palette.slice(0, 6).map((c) => c.hex));
    expect(wheel).toMatchObject({
      settings: { spinSeconds: 3, sound: true, confetti: true },
      history: [],
      rotation: 0,
    });
  });

  it("round-trips a saved wheel", () => {
    const wheel = parse(saved({}));
    expect(wheel).toEqual({
      options: [
        { id: "a", text: "Pizza", color: "#EF4444" },
        { id: "b", text: "Sushi", color: "#3B82F6" },
      ],
      settings: { spinSeconds: 5, sound: false, confetti: true },
      history: ["Pizza"],
      rotation: 90,
    });
    expect(parse(serializeWheel(wheel))).toEqual(wheel);
  });

  it("falls back to defaults for garbage, part by part", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const raw of ["{not json", "null", "42", '"text"', "[]"]) {
      expect(texts(parse(raw))).toEqual(DEFAULT_TEXTS);
    }
    // Bad options alone do not cost the history or settings.
    const badOptions = [
      [{ id: "a", text: "only one", color: "#EF4444" }],
      Array.from({ length: 21 }, (_, i) => ({ id: `${i}`, text: `${i}`, color: "#EF4444" })),
      [
        { id: "a", text: "   ", color: "#EF4444" },
        { id: "b", text: "B", color: "#EF4444" },
      ],
      [
        { id: "a", text: "A", color: "red" },
        { id: "b", text: "B", color: "#EF4444" },
      ],
      "nope",
    ];
    for (const options of badOptions) {
      const wheel = parse(saved({ options }));
      expect(texts(wheel)).toEqual(DEFAULT_TEXTS);
      expect(wheel.history).toEqual(["Pizza"]);
    }
    const wheel = parse(
      saved({ settings: { spinSeconds: "fast", sound: 1, confetti: false }, history: "x", rotation: "y" }),
    );
    expect(wheel.settings).toEqual({ spinSeconds: 3, sound: true, confetti: false });
    expect(wheel.history).toEqual([]);
    expect(wheel.rotation).toBe(0);
    expect(warn).toHaveBeenCalledOnce(); // the unparsable JSON is logged
  });

  it("clamps, trims and repairs what it can", () => {
    const wheel = parse(
      saved({
        options: [
          { id: "same", text: "  A ", color: "#EF4444" },
          { id: "same", text: "B", color: "#EF4444" },
          { text: "C", color: "#EF4444" },
        ],
        settings: { spinSeconds: 99, sound: true, confetti: true },
        history: ["1", 2, "3", ...Array.from({ length: 20 }, () => "z")],
        rotation: -90,
      }),
    );
    expect(texts(wheel)).toEqual(["A", "B", "C"]);
    expect(new Set(wheel.options.map((o) => o.id)).size).toBe(3);
    expect(wheel.settings.spinSeconds).toBe(10);
    expect(wheel.history).toHaveLength(10);
    expect(wheel.history.slice(0, 2)).toEqual(["1", "3"]);
    expect(wheel.rotation).toBe(270);
  });

  it("saves to and loads from local storage, surviving a storage that throws", () => {
    const wheel = { ...defaultWheel(engine.config), history: ["Option 2"] };
    saveWheel(wheel);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toMatchObject({ version: 1, history: ["Option 2"] });
    expect(loadWheel(engine.config, engine.clampSpinSeconds)).toEqual(wheel);

    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(texts(loadWheel(engine.config, engine.clampSpinSeconds))).toEqual(DEFAULT_TEXTS);
    expect(() => saveWheel(wheel)).not.toThrow();
  });
});
