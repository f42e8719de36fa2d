import type { StreamParser } from "@codemirror/language";
import type { Extension } from "@codemirror/state";
import { t } from "@lingui/core/macro";
import { LANGUAGES as NAMES, type Language } from "@/lib/api/types";

/**
 * The languages the editor highlights: the code screens' five and the paste tool's twenty (the spec's list, which
 * is `penknife_core::paste::Language`); `text` is plain text (no highlighting, no folding).
 */
export type EditorLanguage = Language;

/** What the menus call each language: its own name, which no language translates, but for plain text. */
const LABELS: Record<Exclude<EditorLanguage, "text">, string> = {
  javascript: "JavaScript",
  typescript: "TypeScript",
  python: "Python",
  java: "Java",
  cpp: "C++",
  c: "C",
  csharp: "C#",
  php: "PHP",
  ruby: "Ruby",
  go: "Go",
  rust: "Rust",
  html: "HTML",
  css: "CSS",
  sql: "SQL",
  json: "JSON",
  xml: "XML",
  yaml: "YAML",
  markdown: "Markdown",
  bash: "Bash",
};

/**
 * Every language by name, in the spec's order (the paste tool's menu, the profile's default language), "Plain
 * Text" in the page's language.
 */
export function languageOptions(): { value: EditorLanguage; label: string }[] {
  return NAMES.map((value) => ({ value, label: value === "text" ? t`Plain Text` : LABELS[value] }));
}

export { findLanguage } from "@/lib/language-names";

/** A grammar from CodeMirror's legacy modes (the languages without a Lezer package: C#, Ruby, shell). */
async function legacy<State>(load: () => Promise<StreamParser<State>>): Promise<Extension> {
  const [{ StreamLanguage }, mode] = await Promise.all([import("@codemirror/language"), load()]);
  return StreamLanguage.define(mode);
}

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
    case "typescript":
      return (await import("@codemirror/lang-javascript")).javascript({ typescript: true });
    case "html":
      return (await import("@codemirror/lang-html")).html();
    case "markdown":
      return (await import("@codemirror/lang-markdown")).markdown();
    case "python":
      return (await import("@codemirror/lang-python")).python();
    case "java":
      return (await import("@codemirror/lang-java")).java();
    case "cpp":
    case "c":
      // One grammar for both: C is (near enough) a subset of C++ for highlighting.
      return (await import("@codemirror/lang-cpp")).cpp();
    case "php":
      return (await import("@codemirror/lang-php")).php();
    case "go":
      return (await import("@codemirror/lang-go")).go();
    case "rust":
      return (await import("@codemirror/lang-rust")).rust();
    case "sql":
      return (await import("@codemirror/lang-sql")).sql();
    case "xml":
      return (await import("@codemirror/lang-xml")).xml();
    case "yaml":
      return (await import("@codemirror/lang-yaml")).yaml();
    case "csharp":
      return legacy(async () => (await import("@codemirror/legacy-modes/mode/clike")).csharp);
    case "ruby":
      return legacy(async () => (await import("@codemirror/legacy-modes/mode/ruby")).ruby);
    case "bash":
      return legacy(async () => (await import("@codemirror/legacy-modes/mode/shell")).shell);
    case "text":
      return [];
  }
}
