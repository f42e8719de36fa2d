import { describe, expect, it } from "vitest";
import { formatSizeChange, reductionMessage, reductionPercent } from "./size-change";

describe("size change", () => {
  it("rounds the reduction to whole percent", () => {
    expect(reductionPercent(1000, 554)).toBe(45);
    expect(reductionPercent(1000, 555)).toBe(45);
    expect(reductionPercent(1000, 1200)).toBe(-20);
    expect(reductionPercent(0, 10)).toBe(0);
  });

  it("shows a reduction with a minus and an increase as +N%", () => {
    expect(formatSizeChange(2048, 1024)).toBe("-50%");
    expect(formatSizeChange(1000, 1120)).toBe("+12%");
    // A growth too small to round to 1% still reads as growth.
    expect(formatSizeChange(100_000, 100_001)).toBe("+1%");
    expect(formatSizeChange(1000, 1000)).toBe("0%");
  });

  it("words the compressor's toast with sizes in base 1024", () => {
    expect(reductionMessage(3 * 1024 * 1024, 1024 * 1024)).toBe("Reduced size by 67% (2 MB saved)");
    expect(reductionMessage(1024, 1536)).toBe("Size grew by 50% (512 B added)");
  });
});
