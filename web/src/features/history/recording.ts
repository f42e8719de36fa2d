/** Turns tool-use reports into History entries, here and (signed in) on the account. */
import { addHistoryEntries, MAX_DESCRIPTION_LENGTH, type HistoryEntry } from "@/lib/history-store";
import { onToolUse, type ToolUse } from "@/lib/tool-events";
import { sendHistoryEntry } from "./sync";
import type { ToolLookup } from "./tool-lookup";

/** The entry for one use; null for a tool the catalogue does not know. */
export function historyEntryFor(use: ToolUse, lookup: ToolLookup, now: Date): HistoryEntry | null {
  const tool = lookup(use.tool);
  if (!tool) return null;
  return {
    id: crypto.randomUUID(),
    tool: use.tool,
    category: tool.category,
    timestamp: now.toISOString(),
    duration: use.duration,
    description: (use.description ?? `Used ${tool.name}`).slice(0, MAX_DESCRIPTION_LENGTH),
    url: tool.url,
  };
}

/** Records every tool use from now on; call once at app start. Returns the function that stops it. */
export function startHistoryRecording(lookup: ToolLookup): () => void {
  return onToolUse((use) => {
    const entry = historyEntryFor(use, lookup, new Date());
    if (!entry) return;
    addHistoryEntries([entry]);
    // Signed out this is no call. A failure must not interrupt the tool: the entry stays here and is sent again
    // at the next sync.
    sendHistoryEntry(entry).catch((error: unknown) => console.warn("a history entry will be sent later", error));
  });
}
