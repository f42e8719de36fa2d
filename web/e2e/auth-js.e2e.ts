/**
 * The official Supabase client, unchanged, in Node against the real binary: the web app relies on exactly this
 * client, so every call it makes must be answered in the shapes it expects.
 */
import { AuthClient, type SupportedStorage } from "@supabase/auth-js";
import { describe, expect, test } from "vitest";
import { mailedLink, uniqueEmail } from "./accounts-helpers";
import { baseUrl } from "./harness";

/** auth-js keeps the session in a storage object; Node has no localStorage. */
function memoryStorage(): SupportedStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function client() {
  return new AuthClient({
    url: `${baseUrl}/auth/v1`,
    storage: memoryStorage(),
    persistSession: true,
    autoRefreshToken: false, // the test refreshes explicitly, so nothing runs after it ends
    detectSessionInUrl: false,
  });
}

describe("@supabase/auth-js against penknife", () => {
  test("sign up, confirm by mail, sign in, refresh, update, change password, sign out", async () => {
    const auth = client();
    const email = uniqueEmail("node");
    const password = "correct horse battery";

    const signUp = await auth.signUp({
      email,
      password,
      options: {
        data: { first_name: "Ada", last_name: "Lovelace", full_name: "Ada Lovelace" },
        emailRedirectTo: `${baseUrl}/`,
      },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull(); // confirmation is required
    expect(signUp.data.user?.email).toBe(email);

    const early = await auth.signInWithPassword({ email, password });
    expect(early.error?.code).toBe("email_not_confirmed");

    // The link confirms the address and sends the browser back to the site.
    const link = await mailedLink(email, "confirm");
    expect(link).toMatch(/type=signup/);
    const visit = await fetch(link, { redirect: "manual" });
    expect([302, 303]).toContain(visit.status);
    expect(visit.headers.get("location")).toMatch(new RegExp(`^${baseUrl}/`));

    const signIn = await auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const first = signIn.data.session!;
    expect(first.token_type).toBe("bearer");
    expect(first.user.user_metadata.full_name).toBe("Ada Lovelace");
    expect(first.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(3000);

    const refreshed = await auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(first.refresh_token);

    const updated = await auth.updateUser({ data: { bio: "Analyst" } });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.user_metadata).toMatchObject({ bio: "Analyst", full_name: "Ada Lovelace" });
    expect((await auth.getUser()).data.user!.user_metadata.bio).toBe("Analyst");

    const wrongCurrent = await auth.updateUser({ password: "a brand new secret", current_password: "not it" });
    expect(wrongCurrent.error).not.toBeNull();
    const changed = await auth.updateUser({ password: "a brand new secret", current_password: password });
    expect(changed.error).toBeNull();
    expect((await client().signInWithPassword({ email, password })).error?.code).toBe("invalid_credentials");
    expect((await client().signInWithPassword({ email, password: "a brand new secret" })).error).toBeNull();

    const lastRefreshToken = (await auth.getSession()).data.session!.refresh_token;
    expect((await auth.signOut()).error).toBeNull();
    expect((await auth.getSession()).data.session).toBeNull();

    const afterSignOut = await client().refreshSession({ refresh_token: lastRefreshToken });
    expect(afterSignOut.error).not.toBeNull();
    expect(afterSignOut.data.session).toBeNull();
  });

  test("wrong password and unknown e-mail get the same answer", async () => {
    const unknown = await client().signInWithPassword({ email: uniqueEmail("nobody"), password: "whatever1" });
    const auth = client();
    const email = uniqueEmail("twin");
    await auth.signUp({ email, password: "another good one" });
    const wrong = await client().signInWithPassword({ email, password: "whatever1" });
    expect(unknown.error?.message).toBe("Invalid login credentials");
    expect(wrong.error?.message).toBe(unknown.error?.message);
    expect(wrong.error?.status).toBe(400);
  });
});
