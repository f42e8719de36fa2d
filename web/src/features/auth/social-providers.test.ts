// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { socialProvidersFrom } from "./social-providers";

describe("socialProvidersFrom", () => {
  it("lists only the providers GET /settings reports as on, with their names", () => {
    const settings = {
      external: {
        email: true,
        phone: false,
        anonymous_users: true,
        github: true,
        google: false,
        acme: true,
        apple: false,
      },
      disable_signup: false,
    };
    expect(socialProvidersFrom(settings)).toEqual([
      { id: "github", label: "GitHub" },
      { id: "acme", label: "Acme" },
    ]);
  });

  it("shows no buttons for a malformed or empty answer", () => {
    for (const settings of [null, undefined, "x", {}, { external: null }, { external: { github: "yes" } }]) {
      expect(socialProvidersFrom(settings)).toEqual([]);
    }
    expect(socialProvidersFrom({ external: { "a b": true, "<x>": true } })).toEqual([]);
  });
});
