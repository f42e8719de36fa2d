import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { i18n } from "@lingui/core";
import { isLocale, localePrefix } from "@/lib/i18n/locales";
import { AuthContext, type AuthContextValue } from "./auth-context";
import { authSnapshot, clearCallbackError, loadAuthClient, startAuth, subscribeAuth } from "./auth-store";

/**
 * Where e-mail links and social sign-in send the browser back to (the server allows only its own origin): the
 * page in the language the visitor asked in.
 */
const siteUrl = (path: string) => {
  const prefix = isLocale(i18n.locale) ? localePrefix(i18n.locale) : "";
  return new URL(`${prefix}${path}`, window.location.origin).href;
};

const actions: Omit<AuthContextValue, keyof ReturnType<typeof authSnapshot>> = {
  async signIn(email, password) {
    const client = await loadAuthClient();
    return client.signInWithPassword({ email, password });
  },
  async signUp({ firstName, lastName, email, password }) {
    const client = await loadAuthClient();
    const { data, error } = await client.signUp({
      email,
      password,
      options: {
        data: { first_name: firstName, last_name: lastName, full_name: `${firstName} ${lastName}` },
        emailRedirectTo: siteUrl("/signin"),
      },
    });
    return { error, signedIn: !error && data.session !== null };
  },
  async signInWithProvider(provider) {
    const client = await loadAuthClient();
    // Any provider /settings names, not only auth-js's list of Supabase's built-in ones.
    return client.signInWithOAuth({ provider: provider as "github", options: { redirectTo: siteUrl("/") } });
  },
  async signOut() {
    const client = await loadAuthClient();
    // This browser only: signing out here should not end the user's sessions on their other devices.
    return client.signOut({ scope: "local" });
  },
  async requestPasswordReset(email) {
    const client = await loadAuthClient();
    return client.resetPasswordForEmail(email, { redirectTo: siteUrl("/reset-password") });
  },
  async resendConfirmation(email) {
    const client = await loadAuthClient();
    return client.resend({ type: "signup", email, options: { emailRedirectTo: siteUrl("/signin") } });
  },
  async updatePassword(password) {
    const client = await loadAuthClient();
    return client.updateUser({ password });
  },
  async updateUserData(data) {
    const client = await loadAuthClient();
    return client.updateUser({ data });
  },
  clearCallbackError,
};

/** The sign-in layer: the session state from auth-js and the calls the pages make. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const snapshot = useSyncExternalStore(subscribeAuth, authSnapshot, authSnapshot);
  useEffect(() => startAuth(), []);
  const value = useMemo<AuthContextValue>(() => ({ ...snapshot, ...actions }), [snapshot]);
  return <AuthContext value={value}>{children}</AuthContext>;
}
