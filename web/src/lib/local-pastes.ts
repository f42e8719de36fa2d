/**
 * The pastes this browser created, kept in local storage under the spec's key `myPastes` with what only the
 * creator has: the delete token and, for a private paste, the whole link (its key is in the fragment) and the
 * title typed before it was sealed. Expired entries are dropped when the list is read. In lib/ because the paste tool
 * and the settings' backup file both read it.
 */
import type { Language } from "@/lib/api/types";
import { findLanguage } from "@/lib/language-names";

export const STORAGE_KEY = "myPastes";

export interface LocalPaste {
  id: string;
  title: string;
  language: Language;
  private: boolean;
  burnAfterReading: boolean;
  createdAt: string;
  expiresAt: string | null;
  /** The share link, with the key fragment for a private paste. */
  link: string;
  deleteToken: string;
}

const isExpired = (paste: Pick<LocalPaste, "expiresAt">, now: number) =>
  paste.expiresAt !== null && Date.parse(paste.expiresAt) <= now;

function parseEntry(value: unknown): LocalPaste | null {
  if (typeof value !== "object" || value === null) return null;
  const text = (name: string) => {
    const field: unknown = Reflect.get(value, name);
    return typeof field === "string" ? field : null;
  };
  const id = text("id");
  const title = text("title");
  const createdAt = text("createdAt");
  const link = text("link");
  const deleteToken = text("deleteToken");
  if (!id || title === null || !createdAt || !link || !deleteToken) return null;
  return {
    id,
    title,
    language: findLanguage(text("language")) ?? "text",
    private: Reflect.get(value, "private") === true,
    burnAfterReading: Reflect.get(value, "burnAfterReading") === true,
    createdAt,
    expiresAt: text("expiresAt"),
    link,
    deleteToken,
  };
}

/** This browser's pastes, oldest first, without the expired ones (a damaged entry is skipped, not fatal). */
export function readLocalPastes(now = Date.now()): LocalPaste[] {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
  } catch (error) {
    console.warn("myPastes is not valid JSON; starting a new list", error);
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.map(parseEntry).filter((paste): paste is LocalPaste => paste !== null && !isExpired(paste, now));
}

/** Forgets every paste of this browser (Settings → Clear all data); the pastes stay on the server. */
export function clearLocalPastes(): void {
  localStorage.removeItem(STORAGE_KEY);
}

function write(pastes: LocalPaste[]) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(pastes));
}

/** Appends a new paste (the spec: saved pastes are appended to the list). */
export function addLocalPaste(paste: LocalPaste): LocalPaste[] {
  const pastes = [...readLocalPastes().filter((entry) => entry.id !== paste.id), paste];
  write(pastes);
  return pastes;
}

export function removeLocalPaste(id: string): LocalPaste[] {
  const pastes = readLocalPastes().filter((entry) => entry.id !== id);
  write(pastes);
  return pastes;
}

/** Drops the expired entries from storage too, so they do not linger (the spec: on load, expired pastes are dropped). */
export function pruneLocalPastes(now = Date.now()): LocalPaste[] {
  const pastes = readLocalPastes(now);
  write(pastes);
  return pastes;
}
