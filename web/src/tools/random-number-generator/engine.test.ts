// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as generators from "@/wasm/generators/generators.js";
import {
  DEFAULT_FORM,
  asCommaList,
  asFile,
  asLines,
  generateAll,
  shortfallText,
  type RandomNumberEngine,
  type RandomNumberForm,
} from "./engine";

generators.initSync({ module: readFileSync(new URL("../../wasm/generators/generators_bg.wasm", import.meta.url)) });
const engine: RandomNumberEngine = {
  draw: (form) => generators.drawRandomNumbers(form),
  drawOne: (form) => generators.drawRandomNumber(form),
  evenlySpaced: (form) => generators.evenlySpacedNumbers(form),
};

const numbers = ["7", "-3", "12"];

describe("output formats", () => {
  it("Copy is comma-separated, Copy as List and the file one per line", () => {
    expect(asCommaList(numbers)).toBe("7, -3, 12");
    expect(asLines(numbers)).toBe("7\n-3\n12");
    expect(asFile(numbers)).toBe("7\n-3\n12\n");
    expect(asFile([])).toBe("");
  });
});

describe("generateAll", () => {
  const working: RandomNumberEngine = {
    draw: () => ({ numbers, requested: 3, notice: null }),
    drawOne: () => "42",
    evenlySpaced: () => ["1", "50", "100"],
  };

  it("gathers the three cards' contents", () => {
    expect(generateAll(working, DEFAULT_FORM)).toEqual({
      ok: true,
      single: "42",
      drawn: { numbers, requested: 3, notice: null },
      sequence: ["1", "50", "100"],
    });
  });

  it("words the engine's refusal and names the fields it is about", () => {
    const refused = (patch: Partial<RandomNumberForm>) => generateAll(engine, { ...DEFAULT_FORM, ...patch });
    expect(refused({ min: "5", max: "5" })).toEqual({
      ok: false,
      error: "Minimum must be less than maximum",
      fields: ["min", "max"],
    });
    expect(refused({ min: "x" })).toEqual({ ok: false, error: "Minimum must be a number", fields: ["min"] });
    expect(refused({ max: "1.5" })).toEqual({ ok: false, error: "Maximum must be a whole number", fields: ["max"] });
    expect(refused({ count: "two" })).toEqual({ ok: false, error: "Count must be a whole number", fields: ["count"] });
    expect(refused({ min: "99999999999999999999" })).toEqual({
      ok: false,
      error: "Minimum must be between -9223372036854775808 and 9223372036854775807",
      fields: ["min"],
    });
    expect(refused({ decimals: true, decimalPlaces: "2", min: "0.001", max: "0.009" })).toEqual({
      ok: false,
      error: "No number with 2 decimal places lies between 0.001 and 0.009",
      fields: ["decimalPlaces"],
    });
  });

  it("words the notice when fewer distinct numbers exist than were asked for", () => {
    const drawn = engine.draw({ ...DEFAULT_FORM, min: "1", max: "5", count: "10", allowDuplicates: false });
    expect(drawn.notice && shortfallText(drawn.notice)).toBe(
      "Cannot generate 10 unique numbers in range 1-5. Generating 5 numbers instead.",
    );
  });
});
