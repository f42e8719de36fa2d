import { describe, expect, it } from "vitest";
import {
  DEFAULT_FORM,
  asCommaList,
  asFile,
  asLines,
  fieldOfError,
  generateAll,
  type RandomNumberEngine,
} from "./engine";

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

  it("turns the engine's error into the message the page shows", () => {
    const failing: RandomNumberEngine = {
      ...working,
      drawOne: () => {
        throw new Error("Minimum must be less than maximum");
      },
    };
    expect(generateAll(failing, DEFAULT_FORM)).toEqual({ ok: false, error: "Minimum must be less than maximum" });
  });
});

describe("fieldOfError", () => {
  it("points each message at its input", () => {
    expect(fieldOfError("Minimum must be a number")).toBe("min");
    expect(fieldOfError("Maximum must be a whole number")).toBe("max");
    expect(fieldOfError("Count must be a whole number")).toBe("count");
    expect(fieldOfError("Decimal places must be a whole number")).toBe("decimalPlaces");
    expect(fieldOfError("No number with 2 decimal places lies between 0.001 and 0.009")).toBe("decimalPlaces");
    // Both ends are at fault; the page marks both.
    expect(fieldOfError("Minimum must be less than maximum")).toBeUndefined();
  });
});
