import type { User } from "@supabase/auth-js";
import { t } from "@lingui/core/macro";
import type { Theme } from "@/lib/theme";
import { findLanguage, type EditorLanguage } from "@/components/editor/languages";
import { DEFAULT_APP_SETTINGS } from "@/lib/app-settings";

/** The profile of part 2 §3, kept in the user's `user_metadata` on the server so it follows them everywhere. */
export interface ProfilePreferences {
  emailNotifications: boolean;
  publicProfile: boolean;
  showActivity: boolean;
  defaultLanguage: EditorLanguage;
  theme: Theme;
}

export interface Profile {
  id: string;
  email: string;
  fullName: string;
  username: string;
  bio: string;
  /** A picture's URL. */
  avatar: string;
  location: string;
  website: string;
  /** Handles only, not URLs. */
  github: string;
  twitter: string;
  linkedin: string;
  /** RFC 3339 times. */
  joinedAt: string;
  lastActive: string;
  preferences: ProfilePreferences;
}

/** The spec's defaults (part 2 §9), the App settings' own: these preferences are the same choices. */
export const DEFAULT_PREFERENCES: ProfilePreferences = {
  emailNotifications: DEFAULT_APP_SETTINGS.notifications.email,
  publicProfile: DEFAULT_APP_SETTINGS.privacy.publicProfile,
  showActivity: DEFAULT_APP_SETTINGS.privacy.showActivity,
  defaultLanguage: DEFAULT_APP_SETTINGS.preferences.defaultLanguage,
  theme: DEFAULT_APP_SETTINGS.theme,
};

type Metadata = Record<string, unknown>;

const asRecord = (value: unknown): Metadata =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Metadata) : {};
const asText = (value: unknown): string => (typeof value === "string" ? value : "");
const asFlag = (value: unknown, fallback: boolean): boolean => (typeof value === "boolean" ? value : fallback);
const asTheme = (value: unknown): Theme =>
  value === "light" || value === "dark" || value === "system" ? value : "system";

/**
 * The profile as stored, with the spec's defaults from the account: the name given at sign-up (or by the social
 * provider), the part of the e-mail before the @ as username, the provider's avatar, the creation date.
 * Metadata is written by the user, so every field is type-checked rather than trusted.
 */
export function profileFromUser(
  user: Pick<User, "id" | "email" | "created_at" | "last_sign_in_at" | "user_metadata">,
): Profile {
  const metadata = asRecord(user.user_metadata);
  const stored = asRecord(metadata.profile);
  const preferences = asRecord(stored.preferences);
  const email = user.email ?? "";
  const nameFromParts = [asText(metadata.first_name), asText(metadata.last_name)].filter(Boolean).join(" ");
  const language = asText(preferences.defaultLanguage);
  return {
    id: user.id,
    email,
    fullName: asText(metadata.full_name) || asText(metadata.name) || nameFromParts,
    username: asText(stored.username) || email.split("@")[0] || "",
    bio: asText(stored.bio),
    avatar: asText(metadata.avatar_url),
    location: asText(stored.location),
    website: asText(stored.website),
    github: asText(stored.github),
    twitter: asText(stored.twitter),
    linkedin: asText(stored.linkedin),
    joinedAt: user.created_at,
    lastActive: asText(stored.lastActive) || user.last_sign_in_at || user.created_at,
    preferences: {
      emailNotifications: asFlag(preferences.emailNotifications, DEFAULT_PREFERENCES.emailNotifications),
      publicProfile: asFlag(preferences.publicProfile, DEFAULT_PREFERENCES.publicProfile),
      showActivity: asFlag(preferences.showActivity, DEFAULT_PREFERENCES.showActivity),
      defaultLanguage: findLanguage(language) ?? DEFAULT_PREFERENCES.defaultLanguage,
      theme: asTheme(preferences.theme),
    },
  };
}

/** A handle as typed, without a leading @ or a pasted profile URL's prefix. */
export function cleanHandle(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\/(www\.)?[^/]+\/(in\/)?/i, "")
    .replace(/^@/, "")
    .replace(/\/+$/, "");
}

/**
 * What Save sends as `data` (merged into `user_metadata`): the name and picture under the keys sign-up and
 * social sign-in use, so the header shows them too, and the rest under `profile`, replaced as a whole.
 */
export function profileMetadata(profile: Profile, now: Date): Metadata {
  return {
    full_name: profile.fullName.trim(),
    avatar_url: profile.avatar.trim(),
    profile: {
      username: profile.username.trim(),
      bio: profile.bio.trim(),
      location: profile.location.trim(),
      website: profile.website.trim(),
      github: cleanHandle(profile.github),
      twitter: cleanHandle(profile.twitter),
      linkedin: cleanHandle(profile.linkedin),
      lastActive: now.toISOString(),
      preferences: profile.preferences,
    },
  };
}

/**
 * What the Save Failed toast says. The server refuses user metadata over 16 KiB of JSON (`validation_failed`):
 * trying again would not help, shortening would.
 */
export function saveFailureDescription(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  return code === "validation_failed"
    ? t`Your profile is too large to save. Please shorten your bio or other fields.`
    : t`Failed to update profile. Please try again.`;
}

/** Whole days since the account was made. */
export function accountAgeDays(joinedAt: string, now: Date): number {
  const joined = Date.parse(joinedAt);
  return Number.isNaN(joined) ? 0 : Math.max(0, Math.floor((now.getTime() - joined) / 86_400_000));
}

/** A link only for an http(s) address: a typed `javascript:` URL must never become a clickable link. */
export function safeWebsite(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
