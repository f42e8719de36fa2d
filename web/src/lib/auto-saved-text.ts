/**
 * Settings → Auto-save: a tool's main input survives a reload. Drafts live in local storage, one per tool, and only
 * while auto-save is on (turning it off deletes them). A text past DRAFT_LIMIT is not kept: local storage holds
 * about 5 MB in all, and a multi-megabyte paste must not push out the user's pastes and history.
 */
import { useCallback, useState } from "react";
import { readAppSettings } from "@/lib/app-settings";

const PREFIX = "penknife-draft:";
/** Characters. */
export const DRAFT_LIMIT = 100_000;

export const draftKey = (tool: string) => PREFIX + tool;

export function readDraft(tool: string): string | null {
  if (!readAppSettings().preferences.autoSave) return null;
  try {
    return localStorage.getItem(draftKey(tool));
  } catch {
    return null;
  }
}

export function writeDraft(tool: string, text: string): void {
  try {
    if (!readAppSettings().preferences.autoSave || text.length > DRAFT_LIMIT) {
      localStorage.removeItem(draftKey(tool));
    } else {
      localStorage.setItem(draftKey(tool), text);
    }
  } catch {
    // Full or unavailable storage: the draft is only a convenience.
  }
}

/** Deletes every tool's draft (auto-save turned off, Clear All Data). */
export function clearDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Unavailable storage holds no drafts.
  }
}

/** `useState` for a tool's main input, restored from its draft when auto-save is on. */
export function useAutoSavedText(tool: string, initial: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => readDraft(tool) ?? initial);
  // Stable, like a state setter: the text cards are memoised on their props.
  const update = useCallback(
    (next: string) => {
      setText(next);
      writeDraft(tool, next);
    },
    [tool],
  );
  return [text, update];
}
