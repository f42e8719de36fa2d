// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { hasStoredAuth, isAuthCallback, SESSION_STORAGE_KEY } from "./config";

describe("isAuthCallback", () => {
  it("spots what the auth server appends on its way back", () => {
    expect(isAuthCallback("https://site.example/signin?code=abc")).toBe(true);
    expect(isAuthCallback("https://site.example/#access_token=x&refresh_token=y")).toBe(true);
    expect(isAuthCallback("https://site.example/?error=access_denied&error_code=otp_expired&error_description=x")).toBe(
      true,
    );
    expect(isAuthCallback("https://site.example/tools/json-formatter?indent=2")).toBe(false);
    expect(isAuthCallback("https://site.example/#main")).toBe(false);
  });
});

describe("hasStoredAuth", () => {
  const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

  it("is true for a stored session or a pending PKCE verifier, false otherwise", () => {
    expect(hasStoredAuth(storage({ [SESSION_STORAGE_KEY]: "{}" }))).toBe(true);
    expect(hasStoredAuth(storage({ [`${SESSION_STORAGE_KEY}-code-verifier`]: "v" }))).toBe(true);
    expect(hasStoredAuth(storage({ "penknife-theme": "dark" }))).toBe(false);
  });

  it("is false when storage cannot be read", () => {
    expect(
      hasStoredAuth({
        getItem: () => {
          throw new Error("SecurityError");
        },
      }),
    ).toBe(false);
  });
});
