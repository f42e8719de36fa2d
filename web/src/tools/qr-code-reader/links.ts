/** The only links the page offers to open: the web's and e-mail's. */
const OPENABLE = new Set(["http:", "https:", "mailto:"]);
/** Links that run or carry content rather than go somewhere: said so, never opened. */
const NEVER_OPENED = /^\s*(javascript|data|vbscript):/i;

/** The address a browser would go to for a code's `text`, when it is a link the page may open. */
export function openableHref(text: string): string | undefined {
  const url = URL.parse(text.trim());
  return url && OPENABLE.has(url.protocol) ? url.href : undefined;
}

/** Whether a code's `text` is a script or data link (shown as text, with a word that it is never opened). */
export const isScriptLink = (text: string) => NEVER_OPENED.test(text);
