/**
 * The paste API of our server (crates/server/src/pastes): create, read, open (burn after reading), delete, and a
 * signed-in user's list. Errors carry the server's message (`{"error": code, "message": text}`).
 */
import { accessToken } from "@/lib/account";
import type { Expiry, Language } from "./languages";

/** A private paste as the server keeps it: ciphertext, IV and KDF parameters (base64url). */
export interface Sealed {
  ciphertext: string;
  iv: string;
  kdf: { name: "PBKDF2-SHA256"; iterations: number; salt: string } | null;
}

export interface NewPaste {
  /** Public pastes only (a private paste's title, content and language are inside `encrypted`). */
  title?: string;
  content?: string;
  language?: Language;
  encrypted?: Sealed;
  expiresIn: Expiry;
  burnAfterReading: boolean;
}

export interface CreatedPaste {
  id: string;
  url: string;
  deleteToken: string;
  expiresAt: string | null;
}

/** `GET /api/pastes/{id}`: a public paste's text, a private one's ciphertext; a burn-after-reading paste's
 * metadata only, until it is opened. */
export interface PasteView {
  id: string;
  title: string | null;
  content: string | null;
  language: Language | null;
  private: boolean;
  /** A private paste that needs a password as well as the link's key. */
  passwordProtected: boolean;
  encrypted: Sealed | null;
  burnAfterReading: boolean;
  createdAt: string;
  expiresAt: string | null;
  views: number;
}

/** One row of `GET /api/me/pastes` (a private paste's title is not known to the server). */
export type OwnedPaste = Omit<PasteView, "content" | "encrypted" | "passwordProtected">;

export class PasteApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** Sends a request (with the access token when `signedIn` and someone is); a failure throws the server's words. */
async function call(path: string, init: RequestInit & { signedIn?: boolean } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.signedIn) {
    const token = await accessToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
  }
  const response = await fetch(path, { ...init, headers });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const field = (name: string) =>
      typeof body === "object" && body !== null && name in body ? String(Reflect.get(body, name)) : undefined;
    throw new PasteApiError(
      response.status,
      field("error") ?? "http_error",
      field("message") ?? `HTTP error! status: ${response.status}`,
    );
  }
  return response;
}

export async function createPaste(paste: NewPaste): Promise<CreatedPaste> {
  const response = await call("/api/pastes", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(paste),
    signedIn: true,
  });
  return response.json();
}

export async function getPaste(id: string): Promise<PasteView> {
  return (await call(`/api/pastes/${encodeURIComponent(id)}`)).json();
}

/** Reads a burn-after-reading paste, which the server deletes as it answers. */
export async function openPaste(id: string): Promise<PasteView> {
  return (await call(`/api/pastes/${encodeURIComponent(id)}/open`, { method: "POST" })).json();
}

/** Deletes with the token from its creation (this browser's pastes) or as the signed-in owner. */
export async function deletePaste(id: string, deleteToken: string | null): Promise<void> {
  await call(`/api/pastes/${encodeURIComponent(id)}`, {
    method: "DELETE",
    headers: deleteToken ? { "Penknife-Delete-Token": deleteToken } : {},
    signedIn: !deleteToken,
  });
}

export async function listMyPastes(): Promise<OwnedPaste[]> {
  const { pastes }: { pastes: OwnedPaste[] } = await (await call("/api/me/pastes", { signedIn: true })).json();
  return pastes;
}
