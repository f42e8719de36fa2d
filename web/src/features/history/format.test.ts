import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { formatDuration, formatRelativeTime } from "./format";

describe("formatDuration", () => {
  it.each([
    [0, "0s"],
    [45, "45s"],
    [59.9, "59s"],
    [60, "1m"],
    [3599, "59m"],
    [3600, "1h 0m"],
    [3900, "1h 5m"],
    [86_400, "24h 0m"],
  ])("%s seconds → %s", (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});

describe("formatRelativeTime", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const HOUR = 3_600_000;

  it.each([
    [0, "Just now"],
    [59 * 60_000, "Just now"],
    [HOUR, "1h ago"],
    [23 * HOUR, "23h ago"],
    [24 * HOUR, "1d ago"],
    [6 * 24 * HOUR + HOUR, "6d ago"],
  ])("%s ms ago → %s", (ms, text) => expect(formatRelativeTime(ago(ms), now)).toBe(text));

  it("shows the date from 7 days on", () => {
    const timestamp = ago(7 * 24 * HOUR);
    expect(formatRelativeTime(timestamp, now)).toBe(new Date(timestamp).toLocaleDateString());
  });

  it("says 'ago' in words, never with a bare minus sign as French narrow style does", () => {
    try {
      for (const [locale, hours, days] of [
        ["fr", "il y a 3 h", "il y a 2 j"],
        ["de", "vor 3 Std.", "vor 2 Tagen"],
      ]) {
        i18n.activate(locale!);
        // Intl spaces with no-break spaces.
        const shown = [ago(3 * HOUR), ago(49 * HOUR)].map((time) => formatRelativeTime(time, now).replace(/\s/gu, " "));
        expect(shown).toEqual([hours, days]);
      }
    } finally {
      i18n.activate("en");
    }
  });

  it("says 'Just now' for a clock slightly ahead", () => {
    expect(formatRelativeTime(ago(-5000), now)).toBe("Just now");
  });
});
