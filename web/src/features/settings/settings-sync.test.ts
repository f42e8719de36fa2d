// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderHook, waitFor } from "@testing-library/react";
import { provideAccount } from "@/lib/account";
import { defaultAppSettings, readAppSettings } from "@/lib/app-settings";
import { saveAndSyncSettings, UNSENT_SETTINGS_KEY, useSettingsSync } from "./settings-sync";

provideAccount({ subscribe: () => () => {}, userId: () => "user-1", accessToken: async () => "token" });

/** /api/me/settings for one user, in memory (the edge this module talks to), recording each call. */
function fakeServer(settings: unknown) {
  const calls: string[] = [];
  const state = { settings };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push(`${method} ${path}`);
      if (method === "PUT") state.settings = JSON.parse(String(init.body));
      return new Response(JSON.stringify({ settings: state.settings }), { status: 200 });
    }),
  );
  return { calls, state };
}

function noNetwork() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("settings sync", () => {
  it("keeps settings saved offline as unsent and sends them, over the account's older copy, once back online", async () => {
    const older = defaultAppSettings();
    const server = fakeServer(older);
    const { unmount } = renderHook(() => useSettingsSync());
    await waitFor(() => expect(server.calls).toEqual(["GET /api/me/settings"]));

    noNetwork();
    const changed = { ...defaultAppSettings(), theme: "dark" as const };
    await expect(saveAndSyncSettings(changed)).rejects.toThrow();
    expect(localStorage.getItem(UNSENT_SETTINGS_KEY)).toBe("user-1");

    const back = fakeServer(older);
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(back.calls).toEqual(["PUT /api/me/settings"]));
    expect(back.state.settings).toMatchObject({ theme: "dark" });
    expect(readAppSettings().theme).toBe("dark");
    await waitFor(() => expect(localStorage.getItem(UNSENT_SETTINGS_KEY)).toBeNull());
    unmount();
  });
});
