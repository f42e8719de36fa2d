/** What a page puts in the router state when it sends someone to sign in (or sign-up passes on). */
export interface SignInLocationState {
  /** The in-app path to return to after signing in. */
  from?: string;
  /** A note shown above the form, e.g. sign-up's 'Account created! …'. */
  message?: string;
}

/** Pages that make no sense to return to once signed in. */
const AUTH_PAGES = new Set(["/signin", "/signup", "/forgot-password", "/reset-password"]);

/**
 * Where to go after signing in: the page the user came from when it is a path on this site (never another
 * origin: '//evil.example' and 'https://…' are refused), else the home page.
 */
export function returnPath(state: unknown): string {
  const from = typeof state === "object" && state !== null ? (state as SignInLocationState).from : undefined;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//") || from.includes("\\")) return "/";
  const pathname = from.split(/[?#]/, 1)[0] ?? "/";
  return AUTH_PAGES.has(pathname) ? "/" : from;
}

/** The state a link to /signin carries so the user comes back to `location` afterwards. */
export function signInState(location: { pathname: string; search?: string; hash?: string }): SignInLocationState {
  return { from: `${location.pathname}${location.search ?? ""}${location.hash ?? ""}` };
}

export function messageOf(state: unknown): string | null {
  const message = typeof state === "object" && state !== null ? (state as SignInLocationState).message : undefined;
  return typeof message === "string" && message ? message : null;
}
