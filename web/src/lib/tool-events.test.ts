import { describe, it, expect, vi } from "vitest";
import { onToolUse, openToolSession, reportToolUse, type ToolUse } from "./tool-events";

function listen() {
  const seen: ToolUse[] = [];
  const stop = onToolUse((use) => seen.push(use));
  return { seen, stop };
}

describe("tool events", () => {
  it("delivers reports to listeners until they unsubscribe", () => {
    const { seen, stop } = listen();
    reportToolUse("word-counter", "Counted words");
    stop();
    reportToolUse("json-formatter", "Formatted JSON");
    expect(seen).toEqual([{ tool: "word-counter", description: "Counted words", duration: 0 }]);
  });

  it("keeps going when one listener throws", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const stopBad = onToolUse(() => {
      throw new Error("boom");
    });
    const { seen, stop } = listen();
    reportToolUse("base64-tools", "Encoded text to Base64");
    expect(seen.map((use) => use.tool)).toEqual(["base64-tools"]);
    expect(error).toHaveBeenCalled();
    stopBad();
    stop();
    error.mockRestore();
  });

  it("counts the duration from the page opening, then from the previous use", () => {
    const { seen, stop } = listen();
    const close = openToolSession("password-generator", 0);
    reportToolUse("password-generator", "Generated 1 password", 95_400);
    reportToolUse("password-generator", "Generated 5 passwords", 97_600);
    close();
    stop();
    expect(seen.map((use) => use.duration)).toEqual([95, 2]);
  });

  it("caps the duration at a day", () => {
    const { seen, stop } = listen();
    const close = openToolSession("wheel-spinner", 0);
    reportToolUse("wheel-spinner", "Spun the wheel", 3 * 86_400_000);
    close();
    stop();
    expect(seen[0]?.duration).toBe(86_400);
  });

  it("skips repeats and a Copy after the visit's use, but not a new visit", () => {
    const { seen, stop } = listen();
    let close = openToolSession("word-counter", 0);
    reportToolUse("word-counter", "Counted words", 1000);
    reportToolUse("word-counter", "Counted words", 2000); // the next keystroke
    reportToolUse("word-counter"); // Export Report
    reportToolUse("word-counter", "Cleared text", 3000);
    close();
    close = openToolSession("word-counter", 10_000);
    reportToolUse("word-counter", "Counted words", 12_000);
    close();
    stop();
    expect(seen.map((use) => use.description)).toEqual(["Counted words", "Cleared text", "Counted words"]);
  });

  it("reports a Copy that comes first with no description", () => {
    const { seen, stop } = listen();
    const close = openToolSession("text-case-converter", 0);
    reportToolUse("text-case-converter", undefined, 4000);
    reportToolUse("text-case-converter", undefined, 5000);
    close();
    stop();
    expect(seen).toEqual([{ tool: "text-case-converter", description: null, duration: 4 }]);
  });
});
