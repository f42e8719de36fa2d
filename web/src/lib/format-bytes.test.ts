import { describe, it, expect } from "vitest";
import { formatBytes, utf8Length } from "./format-bytes";

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [1, "1 B"],
    [1023, "1023 B"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [1100, "1.1 KB"],
    [1024 * 1024, "1 MB"],
    [50 * 1024 * 1024, "50 MB"],
    [1.25 * 1024 ** 3, "1.3 GB"],
    [5 * 1024 ** 4, "5120 GB"],
    [1048575, "1 MB"],
  ])("%d bytes → %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it("treats negative and non-finite sizes as 0 B", () => {
    expect(formatBytes(-5)).toBe("0 B");
    expect(formatBytes(Number.NaN)).toBe("0 B");
  });
});

describe("utf8Length", () => {
  it.each(["", "hello", "Ärger über Öl", "世界", "🎉 party", "e\u0301", "lone \ud800 surrogate", "end \udc00"])(
    "matches TextEncoder for %j",
    (text) => {
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
    },
  );
});
