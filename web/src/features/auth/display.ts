import type { User } from "@supabase/auth-js";
import { msg, t } from "@lingui/core/macro";
import { Crown, History, Settings, User as UserIcon } from "lucide-react";

/**
 * Where the signed-in account menu leads (part 1 §2). Here rather than in UserMenu so the header's mobile menu
 * can use it without loading the avatar menu's chunk. Each label is a message: show it with `i18n._(label)`.
 */
export const ACCOUNT_LINKS = [
  { to: "/profile", label: msg`Profile`, Icon: UserIcon },
  { to: "/history", label: msg`History`, Icon: History },
  { to: "/settings", label: msg`Settings`, Icon: Settings },
  { to: "/premium", label: msg`Upgrade to Premium`, Icon: Crown },
] as const;

type Metadata = Record<string, unknown> | undefined;

function text(metadata: Metadata, key: string): string {
  const value = metadata?.[key];
  return typeof value === "string" ? value.trim() : "";
}

/** The header's name for the user: full_name, else the e-mail, else 'User'. */
export function displayName(user: Pick<User, "email" | "user_metadata"> | null): string {
  return text(user?.user_metadata, "full_name") || user?.email?.trim() || t`User`;
}

/** The avatar's letters: the first letter of each word of the name, at most two, upper-cased. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? "");
  return letters.slice(0, 2).join("").toUpperCase() || "U";
}

/** An avatar picture only from an http(s) address; anything else falls back to the initials. */
export function avatarUrl(user: Pick<User, "user_metadata"> | null): string | null {
  const url = text(user?.user_metadata, "avatar_url");
  return /^https?:\/\//i.test(url) ? url : null;
}
