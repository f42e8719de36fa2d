import { useCallback, useEffect, useState } from "react";
import { t } from "@lingui/core/macro";
import { toast } from "sonner";
import { useAccountId } from "@/lib/account";
import { ApiError } from "@/lib/api/client";
import { UNTITLED, type ListedPaste } from "@/lib/api/types";
import { deletePaste, listMyPastes } from "./api";
import { languageOrText } from "./languages";
import { addLocalPaste, pruneLocalPastes, removeLocalPaste, type LocalPaste } from "@/lib/local-pastes";

/** One row of My Pastes: this browser's record where there is one, the server's (signed in) otherwise. */
export interface MyPaste extends Omit<LocalPaste, "deleteToken"> {
  /** Null for a paste this browser did not create: the signed-in owner deletes it. */
  deleteToken: string | null;
  views: number | null;
  /** A private paste made on another device: its key is only in the link that device kept. */
  keyElsewhere: boolean;
}

export interface MyPastes {
  pastes: MyPaste[];
  add(paste: LocalPaste): void;
  remove(paste: MyPaste): Promise<void>;
}

const fromLocal = (paste: LocalPaste, views: number | null = null): MyPaste => ({
  ...paste,
  views,
  keyElsewhere: false,
});

function fromServer(paste: ListedPaste, origin: string): MyPaste {
  return {
    id: paste.id,
    // A public title was saved with its default applied; a private one is not known to the server.
    title: paste.private ? t`Private paste` : (paste.title ?? UNTITLED),
    language: languageOrText(paste.language),
    private: paste.private,
    burnAfterReading: paste.burnAfterReading,
    createdAt: paste.createdAt,
    expiresAt: paste.expiresAt,
    link: `${origin}/paste/${paste.id}`,
    deleteToken: null,
    views: paste.views,
    keyElsewhere: paste.private,
  };
}

/** This browser's pastes, plus (signed in) the account's pastes from the server on any device; newest first. */
function merge(local: LocalPaste[], owned: ListedPaste[] | null): MyPaste[] {
  const byId = new Map(local.map((paste) => [paste.id, fromLocal(paste)]));
  for (const paste of owned ?? []) {
    const mine = byId.get(paste.id);
    byId.set(paste.id, mine ? { ...mine, views: paste.views } : fromServer(paste, window.location.origin));
  }
  return [...byId.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function useMyPastes(): MyPastes {
  const userId = useAccountId();
  const [local, setLocal] = useState(pruneLocalPastes);
  // The server's list and whose it is: another account's (or a signed-out visit's) list is never shown.
  const [owned, setOwned] = useState<{ userId: string; pastes: ListedPaste[] } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let alive = true;
    listMyPastes().then(
      (pastes) => alive && setOwned({ userId, pastes }),
      (error: unknown) => console.warn("Could not load your pastes from the server", error),
    );
    return () => {
      alive = false;
    };
  }, [userId]);

  const add = useCallback((paste: LocalPaste) => {
    // Keep only the fields the list needs (the saved tab's copy of the content stays out of storage).
    const { id, title, language, burnAfterReading, createdAt, expiresAt, link, deleteToken } = paste;
    setLocal(
      addLocalPaste({
        id,
        title,
        language,
        private: paste.private,
        burnAfterReading,
        createdAt,
        expiresAt,
        link,
        deleteToken,
      }),
    );
  }, []);

  const remove = useCallback(async (paste: MyPaste) => {
    try {
      await deletePaste(paste.id, paste.deleteToken);
    } catch (error) {
      // Already gone from the server (expired, burnt): the list forgets it too.
      if (!(error instanceof ApiError && error.status === 404)) {
        toast.error(t`Delete Failed`, { description: error instanceof Error ? error.message : String(error) });
        return;
      }
    }
    setLocal(removeLocalPaste(paste.id));
    setOwned((current) => current && { ...current, pastes: current.pastes.filter((entry) => entry.id !== paste.id) });
    toast.success(t`Paste Deleted`);
  }, []);

  return { pastes: merge(local, owned && owned.userId === userId ? owned.pastes : null), add, remove };
}
