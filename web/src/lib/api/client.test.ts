import { afterEach, describe, expect, it, vi } from "vitest";
import { provideAccount } from "@/lib/account";
import { NEEDS_CONNECTION } from "@/lib/online";
import { ApiError, OFFLINE, api } from "./client";

function answer(status: number, body: string | null, headers: Record<string, string> = {}) {
  return vi.fn(async (_path: string, _init?: RequestInit) => new Response(body, { status, headers }));
}

const signedIn = (token: string | null) =>
  provideAccount({
    subscribe: () => () => {},
    userId: () => (token ? "user-1" : null),
    accessToken: async () => token,
  });

const sent = (fetch: ReturnType<typeof answer>) => {
  const [path, init] = fetch.mock.calls[0]!;
  return { path, init: init!, headers: new Headers(init!.headers) };
};

describe("the API client", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signedIn(null);
  });

  it("sends JSON to the same-origin path and reads JSON back", async () => {
    const fetch = answer(201, '{"id":"abc"}');
    vi.stubGlobal("fetch", fetch);
    await expect(api<{ id: string }>("/api/pastes", { method: "POST", body: { content: "hi" } })).resolves.toEqual({
      id: "abc",
    });
    const { path, init, headers } = sent(fetch);
    expect([path, init.method, init.body]).toEqual(["/api/pastes", "POST", '{"content":"hi"}']);
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.has("Authorization")).toBe(false);
  });

  it("sends the signed-in user's token only when asked, and none when signed out", async () => {
    const fetch = answer(200, "{}");
    vi.stubGlobal("fetch", fetch);
    signedIn("token-1");
    await api("/api/me/settings", { signedIn: true });
    await api("/api/health");
    signedIn(null);
    await api("/api/me/pastes", { signedIn: true });
    const authorization = fetch.mock.calls.map(([, init]) => new Headers(init!.headers).get("Authorization"));
    expect(authorization).toEqual(["Bearer token-1", null, null]);
  });

  it("answers null for 204", async () => {
    vi.stubGlobal("fetch", answer(204, null));
    await expect(api<null>("/api/pastes/x", { method: "DELETE" })).resolves.toBeNull();
  });

  it("throws the server's code, message and Retry-After", async () => {
    const body = '{"error":"paste_rate_limited","message":"Too many pastes. Try again in 60 seconds."}';
    vi.stubGlobal("fetch", answer(429, body, { "Retry-After": "60" }));
    const error: unknown = await api("/api/pastes", { method: "POST", body: {} }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: "paste_rate_limited",
      message: "Too many pastes. Try again in 60 seconds.",
      retryAfter: 60,
    });
  });

  it("says the HTTP status when the body has no message", async () => {
    vi.stubGlobal("fetch", answer(502, "<html>Bad Gateway</html>"));
    await expect(api("/api/health")).rejects.toMatchObject({
      status: 502,
      code: null,
      message: "HTTP error! status: 502",
      retryAfter: null,
    });
  });

  it("says the device is offline, in the words every page uses, when a request finds no network", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    vi.stubGlobal("navigator", { onLine: false });
    const error: unknown = await api("/api/health").catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: OFFLINE, message: NEEDS_CONNECTION });
  });

  it("passes fetch's own error on when the network is up (the server is down)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    vi.stubGlobal("navigator", { onLine: true });
    await expect(api("/api/health")).rejects.toThrow(TypeError);
  });
});
