import { useEffect, useState } from "react";
import { AUTH_ANON_KEY, AUTH_URL } from "./config";

export interface SocialProvider {
  /** The `?provider=` name the server knows it by. */
  id: string;
  label: string;
}

/** Entries of GoTrue's `external` map that are not social sign-in. */
const NOT_SOCIAL = new Set(["email", "phone", "anonymous_users"]);
const LABELS: Record<string, string> = {
  github: "GitHub",
  google: "Google",
  gitlab: "GitLab",
  linkedin_oidc: "LinkedIn",
};

/** The providers `GET /auth/v1/settings` reports as on, in the server's order; nothing for a malformed answer. */
export function socialProvidersFrom(settings: unknown): SocialProvider[] {
  const external = (settings as { external?: unknown } | null)?.external;
  if (typeof external !== "object" || external === null) return [];
  return Object.entries(external)
    .filter(([id, on]) => on === true && !NOT_SOCIAL.has(id) && /^[a-z0-9_-]+$/i.test(id))
    .map(([id]) => ({ id, label: LABELS[id] ?? id.charAt(0).toUpperCase() + id.slice(1) }));
}

let settings: Promise<SocialProvider[]> | undefined;

function fetchSocialProviders(): Promise<SocialProvider[]> {
  settings ??= fetch(`${AUTH_URL}/settings`, { headers: { apikey: AUTH_ANON_KEY } })
    .then((response) => (response.ok ? response.json() : null))
    .then(socialProvidersFrom)
    .catch(() => {
      settings = undefined; // try again on the next page that asks
      return [];
    });
  return settings;
}

/** The configured social providers, or null while the server is being asked. */
export function useSocialProviders(): SocialProvider[] | null {
  const [providers, setProviders] = useState<SocialProvider[] | null>(null);
  useEffect(() => {
    let live = true;
    void fetchSocialProviders().then((list) => live && setProviders(list));
    return () => {
      live = false;
    };
  }, []);
  return providers;
}
