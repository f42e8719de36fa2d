import { describe, expect, it } from "vitest";
import { READING_BAR_FULL_MINUTES, SPEAKING_BAR_FULL_MINUTES, barPercent } from "./engine";

describe("barPercent", () => {
  it("scales reading over 10 minutes and speaking over 13", () => {
    expect(barPercent(0, READING_BAR_FULL_MINUTES)).toBe(0);
    expect(barPercent(3, READING_BAR_FULL_MINUTES)).toBe(30);
    expect(barPercent(10, READING_BAR_FULL_MINUTES)).toBe(100);
    expect(barPercent(4, SPEAKING_BAR_FULL_MINUTES)).toBe(31);
  });

  it("is capped at 100", () => {
    expect(barPercent(25, READING_BAR_FULL_MINUTES)).toBe(100);
    expect(barPercent(14, SPEAKING_BAR_FULL_MINUTES)).toBe(100);
  });
});
