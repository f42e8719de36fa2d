import { createPaste } from "./api";
import { sealPaste } from "./crypto";
import type { Expiry, Language } from "@/lib/api/types";
import { titleOrDefault } from "./rules";
import type { LocalPaste } from "@/lib/local-pastes";

/** What the create form holds. */
export interface PasteDraft {
  title: string;
  content: string;
  language: Language;
  expiresIn: Expiry;
  isPrivate: boolean;
  /** Private pastes only; empty for none. */
  password: string;
  burnAfterReading: boolean;
}

/** A saved paste as this browser keeps it, with its text for the saved tab's download. */
export interface SavedPaste extends LocalPaste {
  content: string;
}

/**
 * Saves a draft on the server. A private draft is sealed here first (title, content and language), and its
 * link carries the key in the fragment, which browsers never send to a server.
 */
export async function savePaste(draft: PasteDraft, origin = window.location.origin): Promise<SavedPaste> {
  const title = await titleOrDefault(draft.title);
  const common = { expiresIn: draft.expiresIn, burnAfterReading: draft.burnAfterReading };
  let fragment = "";
  let created;
  if (draft.isPrivate) {
    const { sealed, fragmentKey } = await sealPaste(
      { title, content: draft.content, language: draft.language },
      draft.password || null,
    );
    fragment = `#${fragmentKey}`;
    created = await createPaste({ ...common, encrypted: sealed });
  } else {
    created = await createPaste({ ...common, title, content: draft.content, language: draft.language });
  }
  return {
    id: created.id,
    title,
    language: draft.language,
    private: draft.isPrivate,
    burnAfterReading: draft.burnAfterReading,
    createdAt: new Date().toISOString(),
    expiresAt: created.expiresAt,
    link: `${origin}/paste/${created.id}${fragment}`,
    deleteToken: created.deleteToken,
    content: draft.content,
  };
}
