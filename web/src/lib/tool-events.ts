/**
 * Tools announce that they were used; the history feature listens. Lives in lib/ so tools and features
 * never import each other.
 */
export type ToolUseListener = (slug: string) => void;

const listeners = new Set<ToolUseListener>();

/** Called by a tool when the user actually uses it (a conversion, a generation …). */
export function reportToolUse(slug: string): void {
  for (const listener of listeners) {
    try {
      listener(slug);
    } catch (error) {
      // One broken listener must not break the tool that reported.
      console.error("tool-use listener failed", error);
    }
  }
}

/** Subscribes to tool use; returns the unsubscribe function. */
export function onToolUse(listener: ToolUseListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
