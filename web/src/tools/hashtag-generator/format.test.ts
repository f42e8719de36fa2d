import { describe, expect, it } from "vitest";
import { formatHashtags, newSeed } from "./engine";

describe("formatHashtags", () => {
  it("joins with spaces, adding '#' only on the With tab", () => {
    expect(formatHashtags(["sunset", "beach"], true)).toBe("#sunset #beach");
    expect(formatHashtags(["sunset", "beach"], false)).toBe("sunset beach");
    expect(formatHashtags([], true)).toBe("");
  });
});

describe("newSeed", () => {
  it("is a 32-bit unsigned integer", () => {
    const seed = newSeed();
    expect(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff).toBe(true);
  });
});
