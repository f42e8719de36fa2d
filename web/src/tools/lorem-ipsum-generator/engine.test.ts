import { describe, expect, it } from "vitest";
import { parseCount } from "./engine";

describe("parseCount", () => {
  it("keeps whole numbers from 1 to 100", () => {
    expect(parseCount("1")).toBe(1);
    expect(parseCount("42")).toBe(42);
    expect(parseCount(" 7 ")).toBe(7);
    expect(parseCount("100")).toBe(100);
  });

  it("turns non-numeric input into 1", () => {
    for (const raw of ["", "abc", "   ", "1a", "NaN", "Infinity"]) expect(parseCount(raw)).toBe(1);
  });

  it("forces at least 1 and at most 100", () => {
    expect(parseCount("0")).toBe(1);
    expect(parseCount("-5")).toBe(1);
    expect(parseCount("101")).toBe(100);
    expect(parseCount("500")).toBe(100);
    expect(parseCount("1e5")).toBe(100);
  });

  it("drops a fraction", () => {
    expect(parseCount("2.9")).toBe(2);
  });
});
