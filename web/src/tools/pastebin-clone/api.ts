/**
 * The paste API of our server (crates/server/src/pastes): create, read, open (burn after reading), delete, and a
 * signed-in user's list. Types and errors are the API client's (`@/lib/api`).
 */
import { api } from "@/lib/api/client";
import type { CreatedPaste, ListedPaste, MyPastes, NewPasteBody, PasteView } from "@/lib/api/types";

const pastePath = (id: string) => `/api/pastes/${encodeURIComponent(id)}`;

export function createPaste(paste: NewPasteBody): Promise<CreatedPaste> {
  return api<CreatedPaste>("/api/pastes", { method: "POST", body: paste, signedIn: true });
}

/** A public paste's text, a private one's ciphertext; a burn-after-reading paste's metadata only. */
export function getPaste(id: string): Promise<PasteView> {
  return api<PasteView>(pastePath(id));
}

/** Reads a burn-after-reading paste, which the server deletes as it answers. */
export function openPaste(id: string): Promise<PasteView> {
  return api<PasteView>(`${pastePath(id)}/open`, { method: "POST" });
}

/** Deletes with the token from its creation (this browser's pastes) or as the signed-in owner. */
export async function deletePaste(id: string, deleteToken: string | null): Promise<void> {
  await api<null>(pastePath(id), {
    method: "DELETE",
    headers: deleteToken ? { "Penknife-Delete-Token": deleteToken } : {},
    signedIn: !deleteToken,
  });
}

export async function listMyPastes(): Promise<ListedPaste[]> {
  return (await api<MyPastes>("/api/me/pastes", { signedIn: true })).pastes;
}
