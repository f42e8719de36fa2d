import { describe, expect, it } from "vitest";
import { messageOf, returnPath, signInState } from "./redirect";

describe("returnPath", () => {
  it("returns to the page the user came from, with its query and fragment", () => {
    expect(returnPath({ from: "/tools/word-counter" })).toBe("/tools/word-counter");
    expect(returnPath({ from: "/profile?tab=statistics#top" })).toBe("/profile?tab=statistics#top");
  });

  it("goes home without a usable origin page", () => {
    for (const state of [undefined, null, "", 42, {}, { from: 7 }, { from: "" }]) expect(returnPath(state)).toBe("/");
  });

  it("never leaves the site", () => {
    for (const from of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "tools",
    ]) {
      expect(returnPath({ from })).toBe("/");
    }
  });

  it("does not return to the sign-in pages themselves", () => {
    for (const from of ["/signin", "/signup?x=1", "/forgot-password", "/reset-password#a"])
      expect(returnPath({ from })).toBe("/");
  });
});

describe("signInState", () => {
  it("carries the current page, which returnPath then honours", () => {
    const state = signInState({ pathname: "/tools/json-formatter", search: "?a=1", hash: "#b" });
    expect(state).toEqual({ from: "/tools/json-formatter?a=1#b" });
    expect(returnPath(state)).toBe("/tools/json-formatter?a=1#b");
  });
});

describe("messageOf", () => {
  it("reads sign-up's message, and nothing else", () => {
    expect(messageOf({ message: "Account created! Please check your email to verify your account." })).toBe(
      "Account created! Please check your email to verify your account.",
    );
    expect(messageOf({ message: 3 })).toBeNull();
    expect(messageOf(null)).toBeNull();
  });
});
