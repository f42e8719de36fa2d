// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { provideAccount } from "@/lib/account";
import { addFavorite, readFavorites } from "@/lib/favorites-store";
import { addHistoryEntries, readHistory, type HistoryEntry } from "@/lib/history-store";
import {
  clearHistory,
  OWNER_KEY,
  sendHistoryEntry,
  startFavoritesSync,
  syncAccount,
  UNSENT_FAVORITES_KEY,
  UNSENT_KEY,
} from "./sync";
import type { ToolLookup } from "./tool-lookup";

const lookup: ToolLookup = (slug) =>
  ({
    "json-formatter": { name: "JSON Formatter", category: "developer", url: "/tools/json-formatter" },
    "word-counter": { name: "Word Counter", category: "text-writing", url: "/tools/word-counter" },
  })[slug] as ReturnType<ToolLookup>;

function entry(id: string, tool = "json-formatter", timestamp = new Date().toISOString()): HistoryEntry {
  const info = lookup(tool)!;
  return { id, tool, category: info.category, timestamp, duration: 3, description: "Used", url: info.url };
}

/** The contract's /api/me history and favorites routes for one user, in memory: the edge this module talks to. */
function fakeServer() {
  const state = { history: [] as HistoryEntry[], favorites: [] as { tool: string; addedAt: string }[] };
  const calls: string[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const url = new URL(input, "http://localhost");
      calls.push(`${method} ${url.pathname}${url.search}`);
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      if (url.pathname === "/api/me/history") {
        if (method === "GET") return json({ entries: state.history });
        if (method === "POST") {
          const known = new Set(state.history.map((e) => e.id));
          const added = (body.entries as HistoryEntry[]).filter((e) => !known.has(e.id));
          state.history = [...added, ...state.history];
          return json({ added: added.length });
        }
        const before = url.searchParams.get("before");
        const kept = before ? state.history.filter((e) => Date.parse(e.timestamp) >= Date.parse(before)) : [];
        const deleted = state.history.length - kept.length;
        state.history = kept;
        return json({ deleted });
      }
      if (url.pathname === "/api/me/favorites") {
        if (method === "POST") {
          for (const favorite of body.favorites) {
            if (!state.favorites.some((f) => f.tool === favorite.tool)) state.favorites.push(favorite);
          }
        }
        return json({ favorites: state.favorites });
      }
      return new Response(null, { status: 404 });
    }),
  );
  return { state, calls };
}

/** No network: every request fails as fetch fails offline. */
function noNetwork() {
  const fetch = vi.fn(async () => {
    throw new TypeError("Failed to fetch");
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

let signedIn = true;
provideAccount({
  subscribe: () => () => {},
  userId: () => (signedIn ? "user-1" : null),
  accessToken: async () => (signedIn ? "token" : null),
});

beforeEach(() => {
  localStorage.clear();
  signedIn = true;
});
afterEach(() => vi.unstubAllGlobals());

describe("history and favorites sync", () => {
  it("merges what the browser held signed out into the account, then shows the account's data", async () => {
    const server = fakeServer();
    server.state.history = [entry("on-server", "word-counter")];
    server.state.favorites = [{ tool: "word-counter", addedAt: "2026-01-01T00:00:00.000Z" }];
    addHistoryEntries([entry("local")]);
    addFavorite("JSON Formatter", "/tools/json-formatter");

    await syncAccount("user-1", lookup, () => true);

    expect(server.calls.filter((call) => !call.startsWith("GET"))).toEqual([
      "POST /api/me/history",
      "POST /api/me/favorites",
    ]);
    expect(
      readHistory()
        .map((e) => e.id)
        .sort(),
    ).toEqual(["local", "on-server"]);
    expect(readFavorites().map((f) => f.name)).toEqual(["Word Counter", "JSON Formatter"]);
    expect(localStorage.getItem(OWNER_KEY)).toBe("user-1");

    // Signing in again (another tab, a reload) posts nothing twice and loses nothing.
    await syncAccount("user-1", lookup, () => true);
    expect(server.state.history).toHaveLength(2);
    expect(server.calls.filter((call) => call.startsWith("POST"))).toHaveLength(2);
  });

  it("on load, takes the account's data as the truth (another browser may have cleared it)", async () => {
    const server = fakeServer();
    localStorage.setItem(OWNER_KEY, "user-1");
    addHistoryEntries([entry("cleared-elsewhere")]);
    server.state.history = [entry("from-other-browser")];

    await syncAccount("user-1", lookup, () => true);

    expect(server.calls).toEqual(["GET /api/me/history", "GET /api/me/favorites"]);
    expect(readHistory().map((e) => e.id)).toEqual(["from-other-browser"]);
  });

  it("signing out clears the account's copy here and nothing on the server", async () => {
    const server = fakeServer();
    server.state.history = [entry("kept")];
    await syncAccount("user-1", lookup, () => true);
    signedIn = false;

    await syncAccount(null, lookup, () => true);

    expect(readHistory()).toEqual([]);
    expect(readFavorites()).toEqual([]);
    expect(localStorage.getItem(OWNER_KEY)).toBeNull();
    expect(server.state.history.map((e) => e.id)).toEqual(["kept"]);
  });

  it("leaves a signed-out visitor's own history alone", async () => {
    fakeServer();
    signedIn = false;
    addHistoryEntries([entry("mine")]);
    await syncAccount(null, lookup, () => true);
    expect(readHistory().map((e) => e.id)).toEqual(["mine"]);
  });

  it("sends an entry the server missed at the next sync, before pulling", async () => {
    const server = fakeServer();
    await syncAccount("user-1", lookup, () => true);
    noNetwork();
    const recorded = entry("recorded-offline");
    addHistoryEntries([recorded]);
    await expect(sendHistoryEntry(recorded)).rejects.toThrow("Failed to fetch");
    expect(localStorage.getItem(UNSENT_KEY)).toBe('["recorded-offline"]');

    const back = fakeServer();
    back.state.history = server.state.history;
    await syncAccount("user-1", lookup, () => true);
    expect(back.calls[0]).toBe("POST /api/me/history");
    expect(back.state.history.map((e) => e.id)).toEqual(["recorded-offline"]);
    expect(readHistory().map((e) => e.id)).toEqual(["recorded-offline"]);
    expect(localStorage.getItem(UNSENT_KEY)).toBeNull();
  });

  it("keeps a favorite added offline and sends it at the next sync, before pulling", async () => {
    const server = fakeServer();
    await syncAccount("user-1", lookup, () => true);
    const stop = startFavoritesSync();
    const offline = noNetwork();
    addFavorite("Word Counter", "/tools/word-counter");
    await vi.waitFor(() => expect(offline).toHaveBeenCalled());
    stop();
    expect(Object.keys(JSON.parse(localStorage.getItem(UNSENT_FAVORITES_KEY) ?? "{}"))).toEqual(["word-counter"]);

    const back = fakeServer();
    back.state.favorites = server.state.favorites;
    await syncAccount("user-1", lookup, () => true);
    expect(back.calls[0]).toBe("POST /api/me/favorites");
    expect(back.state.favorites.map((f) => f.tool)).toEqual(["word-counter"]);
    expect(readFavorites().map((f) => f.name)).toEqual(["Word Counter"]);
    expect(localStorage.getItem(UNSENT_FAVORITES_KEY)).toBeNull();
  });

  it("drops a late answer when the account changed meanwhile", async () => {
    fakeServer();
    await syncAccount("user-1", lookup, () => false);
    expect(localStorage.getItem(OWNER_KEY)).toBeNull();
  });

  it("clears old entries on the account and here", async () => {
    const server = fakeServer();
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    server.state.history = [entry("new"), entry("old", "json-formatter", old)];
    await syncAccount("user-1", lookup, () => true);

    const cutoff = new Date(Date.now() - 30 * 86_400_000);
    expect(await clearHistory(cutoff)).toBe(1);

    expect(server.calls).toContain(`DELETE /api/me/history?before=${encodeURIComponent(cutoff.toISOString())}`);
    expect(server.state.history.map((e) => e.id)).toEqual(["new"]);
    expect(readHistory().map((e) => e.id)).toEqual(["new"]);
  });

  it("keeps both copies when the server refuses to clear", async () => {
    const server = fakeServer();
    server.state.history = [entry("a")];
    await syncAccount("user-1", lookup, () => true);
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: "Sign in again: your session has ended." }), { status: 401 }),
      ),
    );
    await expect(clearHistory(null)).rejects.toThrow("Sign in again: your session has ended.");
    expect(readHistory().map((e) => e.id)).toEqual(["a"]);
  });
});
