import { describe, expect, it } from "vitest";
import { limitStatus, visibleChar } from "./display";

describe("visibleChar", () => {
  it("shows printable characters as themselves", () => {
    expect(visibleChar("e")).toBe("e");
    expect(visibleChar("👍🏽")).toBe("👍🏽");
  });

  it("names invisible ones by code point", () => {
    expect(visibleChar("\u0007")).toBe("U+0007");
    expect(visibleChar("\u200b")).toBe("U+200B");
  });
});

describe("limitStatus", () => {
  it("says what is left or how far over", () => {
    expect(limitStatus({ withinLimit: true, over: 0, remaining: 1900 })).toBe("1,900 characters left");
    expect(limitStatus({ withinLimit: true, over: 0, remaining: 1 })).toBe("1 character left");
    expect(limitStatus({ withinLimit: false, over: 20, remaining: 0 })).toBe("20 characters over the limit");
  });
});
