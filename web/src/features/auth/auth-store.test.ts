// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_STORAGE_KEY } from "./config";

type Listener = (event: string, session: { user: { id: string } } | null) => void;

/** A stand-in for the auth-js client: it reports events to whoever subscribed, and initialises as told. */
const fakeClient = vi.hoisted(() => ({
  listeners: [] as Listener[],
  initResult: { error: null as { message: string } | null },
  onAuthStateChange(listener: Listener) {
    this.listeners.push(listener);
    return { data: { subscription: { unsubscribe() {} } } };
  },
  async initialize() {
    return this.initResult;
  },
  emit(event: string, session: { user: { id: string } } | null) {
    for (const listener of this.listeners) listener(event, session);
  },
}));
vi.mock("./client", () => ({ authClient: fakeClient }));

const stops: (() => void)[] = [];

/** The store as a new page load sees it; its window listeners are removed after each test. */
async function freshStore() {
  vi.resetModules();
  const store = await import("./auth-store");
  return {
    ...store,
    startAuth: () => {
      const stop = store.startAuth();
      stops.push(stop);
      return stop;
    },
  };
}

beforeEach(() => {
  fakeClient.listeners = [];
  fakeClient.initResult = { error: null };
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("auth store", () => {
  it("knows at once that nobody is signed in when nothing is stored, without loading the client", async () => {
    const store = await freshStore();
    expect(store.authSnapshot()).toMatchObject({ loading: false, user: null });
    store.startAuth();
    expect(fakeClient.listeners).toHaveLength(0);
  });

  it("is loading while a stored session is read, then has the user and the event", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, "{}");
    const store = await freshStore();
    expect(store.authSnapshot().loading).toBe(true);
    const seen: boolean[] = [];
    store.subscribeAuth(() => seen.push(store.authSnapshot().loading));
    store.startAuth();
    await store.loadAuthClient();
    fakeClient.emit("INITIAL_SESSION", { user: { id: "u1" } });
    expect(store.authSnapshot()).toMatchObject({ loading: false, user: { id: "u1" }, event: "INITIAL_SESSION" });
    fakeClient.emit("SIGNED_OUT", null);
    expect(store.authSnapshot()).toMatchObject({ loading: false, user: null, event: "SIGNED_OUT" });
    expect(seen).toEqual([false, false]);
  });

  it("keeps a failed return's reason and drops its parameters from the address", async () => {
    window.history.replaceState(
      null,
      "",
      "/signin?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&keep=1",
    );
    fakeClient.initResult = { error: { message: "Email link is invalid or has expired" } };
    const store = await freshStore();
    expect(store.authSnapshot().loading).toBe(true);
    store.startAuth();
    await store.loadAuthClient();
    expect(store.authSnapshot()).toMatchObject({
      loading: false,
      callbackError: "Email link is invalid or has expired",
    });
    expect(window.location.pathname + window.location.search).toBe("/signin?keep=1");
    store.clearCallbackError();
    expect(store.authSnapshot().callbackError).toBeNull();
  });

  it("loads the client when another tab signs in", async () => {
    const store = await freshStore();
    store.startAuth();
    window.dispatchEvent(new StorageEvent("storage", { key: "penknife-theme", newValue: "dark" }));
    expect(fakeClient.listeners).toHaveLength(0);
    window.dispatchEvent(new StorageEvent("storage", { key: SESSION_STORAGE_KEY, newValue: "{}" }));
    await vi.waitFor(() => expect(fakeClient.listeners).toHaveLength(1));
  });
});
