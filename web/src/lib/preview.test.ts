import { describe, expect, it } from "vitest";
import { previewOf } from "./preview";

describe("previewOf", () => {
  it("shows short results whole", () => {
    expect(previewOf("helloWorld", 10)).toEqual({ shown: "helloWorld", truncated: false });
  });

  it("cuts long results at the limit", () => {
    expect(previewOf("abcdefghij", 4)).toEqual({ shown: "abcd", truncated: true });
  });

  it("never splits an emoji's surrogate pair", () => {
    expect(previewOf("abc😀def", 4)).toEqual({ shown: "abc", truncated: true });
    expect(previewOf("ab😀def", 4)).toEqual({ shown: "ab😀", truncated: true });
  });
});
