/**
 * The Markdown to HTML Converter's door to the Rust engine (crates/core/src/markdown, comrak, in the `markdown`
 * wasm bundle). Converting runs in a worker, so a book-sized paste never freezes the page.
 */
import { plural, t } from "@lingui/core/macro";
import { wordFailure, type RefusalWords } from "@/lib/engine-refusal";
import { workerClient } from "@/lib/worker-rpc";
import { markdownDefaults } from "@/wasm/markdown/defaults";
import type {
  Converted,
  MarkdownError,
  MarkdownOptions as EngineMarkdownOptions,
  MarkdownStats,
} from "@/wasm/markdown/markdown.js";
import type { MarkdownWorkerApi } from "./markdown.worker";

/** The spec's Markdown options, every one set (camelCase, as the engine takes them; generated from the Rust struct). */
export type MarkdownOptions = Required<EngineMarkdownOptions>;

/** Spec part 2 §9: the engine's own defaults, snapshot when its bundle is built. */
export const MARKDOWN_DEFAULTS: MarkdownOptions = markdownDefaults;

export type { Converted, MarkdownStats };

export const ZERO_STATS: MarkdownStats = { markdownSize: 0, htmlSize: 0, lineCount: 0, wordCount: 0 };

const callWorker = workerClient<MarkdownWorkerApi>(
  () => new Worker(new URL("./markdown.worker.ts", import.meta.url), { type: "module", name: "markdown" }),
);

/** Starts the worker, and with it the engine's download, before the first call (usePreloadWhenIdle). */
export const preloadEngine = callWorker.preload;

/** The engine's refusals (crates/core/src/markdown, `MarkdownError`) in the page's language. */
const REFUSALS: RefusalWords<MarkdownError> = {
  inputRequired: () => t`Please enter Markdown content to convert`,
  conversionFailed: () => t`An error occurred while converting Markdown. Please check your input.`,
};

/** What a failed conversion says, in the page's language. */
export const refusalText = (error: unknown) => wordFailure(error, REFUSALS);

/** Converts in the worker; rejects with the engine's refusal. */
export function convertMarkdown(markdown: string, options: MarkdownOptions): Promise<Converted> {
  return callWorker("convertMarkdown", [markdown, options]);
}

/**
 * What the preview frame may do: nothing but show inline styles and data: images. No script, no request
 * (images, fonts, styles, frames…) leaves the page. The frame is sandboxed as well, so this is the second lock.
 */
export const PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'";

/** The document start the engine writes with Wrap in HTML Document on (crates/core/src/markdown). */
const WRAPPED_HEAD = '<!DOCTYPE html>\n<html lang="en">\n<head>\n';

const CSP_META = `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">\n`;

/** A readable default look for a bare fragment; a wrapped document brings its own. */
const PREVIEW_STYLE = `
:root { color-scheme: light; }
body { margin: 0; padding: 1rem 1.25rem; background: #fff; color: #1f2328; line-height: 1.6;
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; overflow-wrap: anywhere; }
h1, h2 { border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; }
a { color: #0969da; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .9em; }
code { background: #f6f8fa; padding: .2em .4em; border-radius: 4px; }
pre { background: #f6f8fa; padding: 1em; border-radius: 6px; overflow-x: auto; }
pre code { background: none; padding: 0; }
blockquote { margin: 0; padding: 0 1em; color: #59636e; border-left: 4px solid #d1d9e0; }
table { border-collapse: collapse; } th, td { border: 1px solid #d1d9e0; padding: 6px 13px; } th { background: #f6f8fa; }
img { max-width: 100%; }
.toc ul { list-style: none; padding-left: 0; }
.toc-level-2 { margin-left: 1em; } .toc-level-3 { margin-left: 2em; } .toc-level-4 { margin-left: 3em; }
.toc-level-5 { margin-left: 4em; } .toc-level-6 { margin-left: 5em; }
`;

/**
 * The document the Preview frame shows: the converted HTML with the Content-Security-Policy as the very first
 * thing in its head, so it applies before any of the user's markup is parsed.
 */
export function previewDocument(html: string): string {
  if (html.startsWith(WRAPPED_HEAD)) {
    return WRAPPED_HEAD + CSP_META + html.slice(WRAPPED_HEAD.length);
  }
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n${CSP_META}<meta charset="UTF-8">\n<style>${PREVIEW_STYLE}</style>\n</head>\n<body>\n${html}</body>\n</html>\n`;
}

/** '12 words · 3 lines · 1.2 KB', in the page's language. */
export function statsLine(stats: MarkdownStats, formatSize: (bytes: number) => string): string {
  const { wordCount, lineCount } = stats;
  const size = formatSize(stats.markdownSize);
  return t`${plural(wordCount, { one: "# word", other: "# words" })} · ${plural(lineCount, { one: "# line", other: "# lines" })} · ${size}`;
}

export const SAMPLE_MARKDOWN = `# Project Notes

Welcome to the **Markdown to HTML Converter**. It supports *emphasis*, **bold**, ~~strikethrough~~ and \`inline code\`.

## Features

- Headings, lists and [links](https://commonmark.org)
- Tables and task lists
- Fenced code blocks with a language class

### Tasks

- [x] Write the documentation
- [ ] Review the pull request

### Comparison

| Feature | Supported |
| ------- | :-------: |
| Tables  | Yes       |
| Footnotes[^1] | Yes |

## Code

\`\`\`javascript
function greet(name) {
  return \`Hello, \${name}!\`;
}
\`\`\`

> Markdown is a lightweight markup language for creating formatted text.

---

1. First step
2. Second step
3. Third step

[^1]: GitHub-style footnotes.
`;
