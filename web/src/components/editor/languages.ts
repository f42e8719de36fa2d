import type { Extension } from "@codemirror/state";

/** The languages the code screens edit; `text` is plain text (no highlighting, no folding). */
export type EditorLanguage = "json" | "css" | "javascript" | "html" | "markdown" | "text";

/**
 * Each language's support, loaded with the first editor that needs it: a JSON page never downloads the HTML
 * grammar. The grammars fold, indent and highlight; highlighting colours come from the site's CSS (editor.css).
 */
export async function loadLanguage(language: EditorLanguage): Promise<Extension> {
  switch (language) {
    case "json":
      return (await import("@codemirror/lang-json")).json();
    case "css":
      return (await import("@codemirror/lang-css")).css();
    case "javascript":
      return (await import("@codemirror/lang-javascript")).javascript();
    case "html":
      return (await import("@codemirror/lang-html")).html();
    case "markdown":
      return (await import("@codemirror/lang-markdown")).markdown();
    case "text":
      return [];
  }
}
