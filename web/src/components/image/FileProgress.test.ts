import { describe, expect, it } from "vitest";
import { formatSeconds, progressLine, TALK_AFTER_MS } from "./FileProgress";

describe("a file's progress line", () => {
  it("says nothing on short work, then the share done and the time left at that pace", () => {
    expect(progressLine(TALK_AFTER_MS - 1, 0.5)).toBeUndefined();
    expect(progressLine(10_000, 0.25)).toBe("25% · about 30 s left");
    expect(progressLine(60_000, 0.4)).toBe("40% · about 1 min 30 s left");
  });

  it("says how long it has taken when the work cannot tell how far it is", () => {
    expect(progressLine(9_400, undefined)).toBe("9 s so far");
    expect(progressLine(125_000, 0)).toBe("2 min 5 s so far");
  });

  it("writes seconds and minutes", () => {
    expect([formatSeconds(0.2), formatSeconds(59.6), formatSeconds(120), formatSeconds(61)]).toEqual([
      "1 s",
      "1 min",
      "2 min",
      "1 min 1 s",
    ]);
  });
});
