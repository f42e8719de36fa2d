/**
 * What the three minifier engines return (crates/core/src/minify `Minified` and `MinifyStats`), as their workers
 * hand it over. The types are generated from the Rust structs into each minifier bundle's .d.ts (all three declare
 * the same two); this names them once for the workers and the screen.
 */
import { t } from "@lingui/core/macro";
import { wordRefusal, type RefusalWords } from "@/lib/engine-refusal";
import type { InlineBlock, InlineRefusal, MinifyWarning, TooDeep } from "@/wasm/minify-css/minify-css.js";

export type { Minified, MinifyStats } from "@/wasm/minify-css/minify-css.js";

/** The three engines' refusal of an input nested deeper than they can parse (crates/core/src/minify/nesting.rs). */
export function tooDeepText({ params: { limit, line, column } }: { params: TooDeep }): string {
  return t`Nesting too deep: more than ${limit} levels at line ${line}, column ${column}`;
}

function blockName(block: InlineBlock): string {
  switch (block) {
    case "script":
      return t`Inline <script>`;
    case "style":
      return t`Inline <style>`;
    case "styleAttribute":
      return t`A style attribute`;
  }
}

/** Why inline code was left as written; a parser's or engine's own words stay as it writes them. */
const INLINE_REFUSALS: RefusalWords<InlineRefusal> = {
  syntax: ({ params: { message } }) => message,
  tooDeep: ({ params: { limit } }) => t`Nesting too deep: more than ${limit} levels`,
  engine: ({ params: { message } }) => message,
  holdsRules: () => t`it holds rules, not only declarations`,
};

const WARNINGS: RefusalWords<MinifyWarning> = {
  syntaxCheck: () => t`Potential syntax error detected - please verify output`,
  debugStatementsRemoved: () => t`Debug statements removed - test thoroughly`,
  trailingSemicolonsRemoved: () => t`Trailing semicolons removed - verify syntax`,
  duplicatesNotMerged: () => t`Duplicate rules were not merged: merging would have changed vendor-prefixed selectors`,
  inlineKept: ({ params: { block, line, column, reason } }) => {
    const what = blockName(block);
    const why = wordRefusal(reason, INLINE_REFUSALS);
    return column === undefined
      ? t`${what} at line ${line} left as written: ${why}`
      : t`${what} left as written: ${why} at line ${line}, column ${column}`;
  },
  inlineStyle: ({ params: { line, warning } }) => {
    const text = warningText(warning);
    return t`Inline <style> at line ${line}: ${text}`;
  },
};

/** A minifier's warning (crates/core/src/minify, `MinifyWarning`) in the page's language. */
export function warningText(warning: MinifyWarning): string {
  return wordRefusal(warning, WARNINGS);
}
