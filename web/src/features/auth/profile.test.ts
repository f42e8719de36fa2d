import { describe, expect, it } from "vitest";
import {
  accountAgeDays,
  cleanHandle,
  DEFAULT_PREFERENCES,
  profileFromUser,
  profileMetadata,
  safeWebsite,
  saveFailureDescription,
} from "./profile";

const baseUser = {
  id: "5f0c",
  email: "ada.lovelace@example.com",
  created_at: "2026-01-02T03:04:05Z",
  last_sign_in_at: "2026-03-01T00:00:00Z",
  user_metadata: {},
};

describe("profileFromUser", () => {
  it("defaults from the account: sign-up names, the e-mail's local part as username, the creation date", () => {
    const profile = profileFromUser({
      ...baseUser,
      user_metadata: { first_name: "Ada", last_name: "Lovelace", full_name: "Ada Lovelace" },
    });
    expect(profile).toEqual({
      id: "5f0c",
      email: "ada.lovelace@example.com",
      fullName: "Ada Lovelace",
      username: "ada.lovelace",
      bio: "",
      avatar: "",
      location: "",
      website: "",
      github: "",
      twitter: "",
      linkedin: "",
      joinedAt: "2026-01-02T03:04:05Z",
      lastActive: "2026-03-01T00:00:00Z",
      preferences: DEFAULT_PREFERENCES,
    });
  });

  it("takes a social provider's name and picture, or joins first and last names", () => {
    expect(
      profileFromUser({ ...baseUser, user_metadata: { name: "Grace Hopper", avatar_url: "https://x/a.png" } }),
    ).toMatchObject({
      fullName: "Grace Hopper",
      avatar: "https://x/a.png",
    });
    expect(profileFromUser({ ...baseUser, user_metadata: { first_name: "Ada", last_name: "Lovelace" } }).fullName).toBe(
      "Ada Lovelace",
    );
  });

  it("reads what Save stored, and ignores values of the wrong type", () => {
    const stored = profileMetadata(
      {
        ...profileFromUser(baseUser),
        fullName: " Ada King ",
        username: "countess",
        bio: "Poetical science",
        github: "@ada",
        twitter: "https://twitter.com/ada_l",
        linkedin: "https://www.linkedin.com/in/ada-king/",
        preferences: { ...DEFAULT_PREFERENCES, publicProfile: true, theme: "dark", defaultLanguage: "rust" },
      },
      new Date("2026-04-05T06:07:08Z"),
    );
    const profile = profileFromUser({ ...baseUser, user_metadata: stored });
    expect(profile).toMatchObject({
      fullName: "Ada King",
      username: "countess",
      bio: "Poetical science",
      github: "ada",
      twitter: "ada_l",
      linkedin: "ada-king",
      lastActive: "2026-04-05T06:07:08.000Z",
      preferences: {
        emailNotifications: true,
        publicProfile: true,
        showActivity: true,
        defaultLanguage: "rust",
        theme: "dark",
      },
    });

    const hostile = profileFromUser({
      ...baseUser,
      user_metadata: {
        full_name: ["x"],
        profile: {
          username: 5,
          bio: { a: 1 },
          preferences: { theme: "neon", publicProfile: "yes", defaultLanguage: "cobol" },
        },
      },
    });
    expect(hostile).toMatchObject({
      fullName: "",
      username: "ada.lovelace",
      bio: "",
      preferences: DEFAULT_PREFERENCES,
    });
  });
});

describe("profileMetadata", () => {
  it("keeps the name and picture under the keys the header reads, the rest under profile", () => {
    const data = profileMetadata(
      { ...profileFromUser(baseUser), fullName: "Ada", avatar: " https://x/a.png " },
      new Date(0),
    );
    expect(data).toMatchObject({
      full_name: "Ada",
      avatar_url: "https://x/a.png",
      profile: { lastActive: "1970-01-01T00:00:00.000Z" },
    });
    expect(Object.keys(data).sort()).toEqual(["avatar_url", "full_name", "profile"]);
  });
});

describe("helpers", () => {
  it("counts whole days of account age", () => {
    expect(accountAgeDays("2026-01-01T00:00:00Z", new Date("2026-01-01T23:59:59Z"))).toBe(0);
    expect(accountAgeDays("2026-01-01T00:00:00Z", new Date("2026-01-31T00:00:00Z"))).toBe(30);
    expect(accountAgeDays("not a date", new Date())).toBe(0);
  });

  it("turns pasted profile URLs and @ into handles", () => {
    expect(cleanHandle(" @octocat ")).toBe("octocat");
    expect(cleanHandle("https://github.com/octocat/")).toBe("octocat");
    expect(cleanHandle("https://www.linkedin.com/in/someone")).toBe("someone");
  });

  it("links only http(s) websites", () => {
    expect(safeWebsite("example.com")).toBe("https://example.com/");
    expect(safeWebsite("http://example.com/me")).toBe("http://example.com/me");
    expect(safeWebsite("javascript:alert(1)")).toBeNull();
    expect(safeWebsite("data:text/html,hi")).toBeNull();
    expect(safeWebsite("   ")).toBeNull();
  });
});

describe("saveFailureDescription", () => {
  it("asks for a shorter profile when the server finds the metadata too large, else to try again", () => {
    // What auth-js gives for the server's 422 (user metadata over 16 KiB).
    const tooLarge = Object.assign(new Error("User metadata is too large"), { code: "validation_failed", status: 422 });
    expect(saveFailureDescription(tooLarge)).toBe(
      "Your profile is too large to save. Please shorten your bio or other fields.",
    );
    for (const other of [new Error("offline"), { code: "session_not_found" }, null, "boom"]) {
      expect(saveFailureDescription(other)).toBe("Failed to update profile. Please try again.");
    }
  });
});
