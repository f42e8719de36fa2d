import { describe, expect, it } from "vitest";
import { avatarUrl, displayName, initials } from "./display";

describe("displayName", () => {
  it("is full_name, else the e-mail, else 'User'", () => {
    expect(displayName({ email: "ada@example.com", user_metadata: { full_name: "Ada Lovelace" } })).toBe(
      "Ada Lovelace",
    );
    expect(displayName({ email: "ada@example.com", user_metadata: { full_name: "  " } })).toBe("ada@example.com");
    expect(displayName({ email: "ada@example.com", user_metadata: { full_name: 42 } })).toBe("ada@example.com");
    expect(displayName({ email: "", user_metadata: {} })).toBe("User");
    expect(displayName({ email: undefined, user_metadata: {} })).toBe("User");
    expect(displayName(null)).toBe("User");
  });
});

describe("initials", () => {
  it("takes the first letters of the name, at most two, upper-cased", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("ada king lovelace")).toBe("AK");
    expect(initials("  Grace  ")).toBe("G");
    expect(initials("ada@example.com")).toBe("A");
    expect(initials("Émile Zola")).toBe("ÉZ");
    expect(initials("😀 Smile")).toBe("😀S");
    expect(initials("")).toBe("U");
  });
});

describe("avatarUrl", () => {
  it("keeps only http(s) pictures", () => {
    expect(avatarUrl({ user_metadata: { avatar_url: "https://example.com/a.png" } })).toBe("https://example.com/a.png");
    expect(avatarUrl({ user_metadata: { avatar_url: "javascript:alert(1)" } })).toBeNull();
    expect(avatarUrl({ user_metadata: { avatar_url: "data:image/svg+xml,<svg/>" } })).toBeNull();
    expect(avatarUrl({ user_metadata: {} })).toBeNull();
    expect(avatarUrl(null)).toBeNull();
  });
});
