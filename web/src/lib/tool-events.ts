/**
 * Tools announce that they were used; the history feature listens. Lives in lib/ so tools and features
 * never import each other.
 *
 * A tool reports its main action with a short description ('Formatted JSON'); a Copy or Download reports
 * without one. The duration is the time the user spent on the tool for this use: since its page opened (the
 * app marks that with `openToolSession`) or since its previous reported use, whichever is later.
 */

/** One use of a tool, as listeners receive it. */
export interface ToolUse {
  /** The tool's slug, e.g. 'json-formatter'. */
  tool: string;
  /** What was done ('Generated 5 passwords'); null for a Copy or Download that names no action. */
  description: string | null;
  /** Whole seconds spent on the tool for this use (0 to a day). */
  duration: number;
}

export type ToolUseListener = (use: ToolUse) => void;

const MAX_DURATION_SECONDS = 86_400;

const listeners = new Set<ToolUseListener>();

/** Per tool: when its current use began, and the description of its last report on this visit to its page. */
interface Session {
  since: number;
  /** undefined: nothing reported yet on this visit. */
  last: string | null | undefined;
}
const sessions = new Map<string, Session>();

/**
 * The user opened the tool's page: a new visit starts (durations count from now, repeats are told apart from
 * the previous visit). Returns the function that ends it.
 */
export function openToolSession(slug: string, now: number = Date.now()): () => void {
  const session: Session = { since: now, last: undefined };
  sessions.set(slug, session);
  return () => {
    if (sessions.get(slug) === session) sessions.delete(slug);
  };
}

/**
 * Called by a tool when the user actually uses it. Skipped, so History does not fill with echoes: a report
 * repeating the previous one of this visit (a live counter reporting on each keystroke, the same button pressed
 * again), and a Copy or Download after the visit already reported (it belongs to that use).
 */
export function reportToolUse(slug: string, description?: string, now: number = Date.now()): void {
  const session = sessions.get(slug);
  const what = description ?? null;
  if (session && session.last !== undefined && (what === null || what === session.last)) return;
  const since = session?.since ?? now;
  const duration = Math.min(MAX_DURATION_SECONDS, Math.max(0, Math.round((now - since) / 1000)));
  if (session) {
    session.since = now;
    session.last = what;
  }
  const use: ToolUse = { tool: slug, description: what, duration };
  for (const listener of listeners) {
    try {
      listener(use);
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
