import { describe, it, expect, vi } from "vitest";
import { onToolUse, reportToolUse } from "./tool-events";

describe("tool events", () => {
  it("delivers reports to listeners until they unsubscribe", () => {
    const seen: string[] = [];
    const stop = onToolUse((slug) => seen.push(slug));
    reportToolUse("word-counter");
    stop();
    reportToolUse("json-formatter");
    expect(seen).toEqual(["word-counter"]);
  });

  it("keeps going when one listener throws", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const seen: string[] = [];
    const stopBad = onToolUse(() => {
      throw new Error("boom");
    });
    const stopGood = onToolUse((slug) => seen.push(slug));
    reportToolUse("base64-tools");
    expect(seen).toEqual(["base64-tools"]);
    expect(error).toHaveBeenCalled();
    stopBad();
    stopGood();
    error.mockRestore();
  });
});
