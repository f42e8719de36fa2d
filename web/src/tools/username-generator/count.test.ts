import { describe, expect, it } from "vitest";
import { parseCount, usernamesAsLines } from "./engine";

const limits = { minCount: 1, maxCount: 50, defaultCount: 10 };

describe("parseCount", () => {
  it("keeps a count within 1 to 50", () => {
    expect(parseCount("3", limits)).toBe(3);
    expect(parseCount(" 50 ", limits)).toBe(50);
  });

  it("clamps out-of-range counts", () => {
    expect(parseCount("0", limits)).toBe(1);
    expect(parseCount("-7", limits)).toBe(1);
    expect(parseCount("51", limits)).toBe(50);
    expect(parseCount("1e9", limits)).toBe(1);
  });

  it("uses the default for anything that is not a number", () => {
    expect(parseCount("", limits)).toBe(10);
    expect(parseCount("abc", limits)).toBe(10);
    expect(parseCount("--", limits)).toBe(10);
  });

  it("drops a fraction", () => {
    expect(parseCount("7.9", limits)).toBe(7);
  });
});

describe("usernamesAsLines", () => {
  it("puts one name per line", () => {
    expect(usernamesAsLines(["SwiftTiger", "CalmOtter"])).toBe("SwiftTiger\nCalmOtter");
  });
});
