// @vitest-environment jsdom
import { describe, it, expect, beforeEach } from "vitest";
import {
  FAVORITES_STORAGE_KEY,
  addFavorite,
  favoriteId,
  parseFavorites,
  readFavorites,
  removeFavorite,
} from "./favorites-store";

beforeEach(() => localStorage.clear());

describe("favorite ids", () => {
  it("joins name and url and replaces every non-alphanumeric character with '-'", () => {
    expect(favoriteId("Password Generator", "/tools/password-generator")).toBe(
      "Password-Generator--tools-password-generator",
    );
    expect(favoriteId("What's My IP", "/tools/whats-my-ip")).toBe("What-s-My-IP--tools-whats-my-ip");
    expect(favoriteId("Ünïcode ✓", "/x")).toBe("-n-code----x");
  });
});

describe("favorites storage", () => {
  it("adds a favorite and refuses a duplicate id", () => {
    const first = addFavorite("Word Counter", "/tools/word-counter", new Date("2024-05-01T10:00:00Z"));
    expect(first?.id).toBe("Word-Counter--tools-word-counter");
    expect(addFavorite("Word Counter", "/tools/word-counter")).toBeNull();
    expect(readFavorites()).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? "")).toEqual([
      {
        id: "Word-Counter--tools-word-counter",
        name: "Word Counter",
        url: "/tools/word-counter",
        addedAt: "2024-05-01T10:00:00.000Z",
      },
    ]);
  });

  it("revives addedAt as a Date", () => {
    addFavorite("JSON Formatter", "/tools/json-formatter", new Date("2023-12-31T23:59:00Z"));
    const [favorite] = readFavorites();
    expect(favorite?.addedAt).toBeInstanceOf(Date);
    expect(favorite?.addedAt.toISOString()).toBe("2023-12-31T23:59:00.000Z");
  });

  it("removes by id", () => {
    addFavorite("A", "/tools/a");
    addFavorite("B", "/tools/b");
    expect(removeFavorite(favoriteId("A", "/tools/a"))).toBe(true);
    expect(readFavorites().map((f) => f.name)).toEqual(["B"]);
    expect(removeFavorite("missing")).toBe(false);
  });

  it.each([
    ["not JSON", "{oops"],
    ["an object", '{"id":"x"}'],
    ["a number", "42"],
    ["null", "null"],
    ["an empty string", ""],
  ])("reads %s as an empty list", (_what, raw) => {
    localStorage.setItem(FAVORITES_STORAGE_KEY, raw);
    expect(readFavorites()).toEqual([]);
    expect(() => addFavorite("Word Counter", "/tools/word-counter")).not.toThrow();
    expect(readFavorites()).toHaveLength(1);
  });

  it("skips entries that are damaged or point off-site, keeping the good ones", () => {
    const good = { id: "a", name: "A", url: "/tools/a", addedAt: "2024-01-01T00:00:00.000Z" };
    const list = parseFavorites(
      JSON.stringify([
        good,
        null,
        { id: "b", name: "B", url: "/tools/b", addedAt: "not a date" },
        { id: "c", name: "C", url: "javascript:alert(1)", addedAt: good.addedAt },
        { id: "d", name: "D", url: "//evil.example", addedAt: good.addedAt },
        { ...good },
      ]),
    );
    expect(list.map((f) => f.id)).toEqual(["a"]);
  });
});
