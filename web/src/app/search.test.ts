import { describe, expect, it } from "vitest";
import { matchesQuery } from "./search";

const card = { name: "JSON Formatter", description: "Format, validate and minify JSON." };

describe("matchesQuery", () => {
  it("matches a case-insensitive substring of the name or the description", () => {
    expect(matchesQuery(card, "json")).toBe(true);
    expect(matchesQuery(card, "FORMAT")).toBe(true);
    expect(matchesQuery(card, "minify")).toBe(true);
    expect(matchesQuery(card, "mat, val")).toBe(true);
    expect(matchesQuery(card, "yaml")).toBe(false);
  });

  it("matches everything for a blank query and ignores surrounding spaces", () => {
    expect(matchesQuery(card, "")).toBe(true);
    expect(matchesQuery(card, "   ")).toBe(true);
    expect(matchesQuery(card, "  json  ")).toBe(true);
  });
});
