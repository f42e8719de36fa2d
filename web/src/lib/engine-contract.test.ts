// @vitest-environment node
/**
 * The contract between the pages and the real wasm bundles (built by scripts/build-wasm.sh): the defaults a page
 * reads before any wasm loads (each bundle's defaults.ts, snapshot at build time) are what the engine answers now,
 * and an option key the engine does not know is refused with its name instead of being silently ignored.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as css from "@/wasm/minify-css/minify-css.js";
import * as cssDefaults from "@/wasm/minify-css/defaults";
import * as js from "@/wasm/minify-js/minify-js.js";
import * as jsDefaults from "@/wasm/minify-js/defaults";
import * as html from "@/wasm/minify-html/minify-html.js";
import * as htmlDefaults from "@/wasm/minify-html/defaults";
import * as markdown from "@/wasm/markdown/markdown.js";
import * as markdownDefaults from "@/wasm/markdown/defaults";
import * as generators from "@/wasm/generators/generators.js";
import * as generatorsDefaults from "@/wasm/generators/defaults";
import * as text from "@/wasm/text/text.js";
import * as textDefaults from "@/wasm/text/defaults";

const wasm = (family: string) => readFileSync(new URL(`../wasm/${family}/${family}_bg.wasm`, import.meta.url));
css.initSync({ module: wasm("minify-css") });
js.initSync({ module: wasm("minify-js") });
html.initSync({ module: wasm("minify-html") });
markdown.initSync({ module: wasm("markdown") });
generators.initSync({ module: wasm("generators") });
text.initSync({ module: wasm("text") });

describe("the defaults the pages read", () => {
  it("are the engine's, as it answers them now", () => {
    expect(cssDefaults.cssMinifyDefaults).toEqual(css.cssMinifyDefaults());
    expect(jsDefaults.jsMinifyDefaults).toEqual(js.jsMinifyDefaults());
    expect(htmlDefaults.htmlMinifyDefaults).toEqual(html.htmlMinifyDefaults());
    expect(markdownDefaults.markdownDefaults).toEqual(markdown.markdownDefaults());
    expect(generatorsDefaults.passwordDefaults).toEqual(generators.passwordDefaults());
    expect(generatorsDefaults.randomNumberDefaults).toEqual(generators.randomNumberDefaults());
    expect(textDefaults.dedupeDefaults).toEqual(text.dedupeDefaults());
  });

  it("are the spec's (the pages' Options tabs start from them)", () => {
    expect(cssDefaults.cssMinifyDefaults).toEqual({
      removeComments: true,
      removeWhitespace: true,
      removeLastSemicolon: true,
      compressColors: true,
      removeZeroUnits: true,
      mergeDuplicateRules: false,
      sortProperties: false,
      removeEmptyRules: true,
    });
    expect(markdownDefaults.markdownDefaults.escapeHtml).toBe(true);
    expect(markdownDefaults.markdownDefaults.generateToc).toBe(false);
    expect(generatorsDefaults.passwordDefaults).toEqual({
      length: 16,
      uppercase: true,
      lowercase: true,
      numbers: true,
      symbols: true,
      excludeSimilar: false,
    });
    expect(textDefaults.dedupeDefaults).toEqual({
      caseSensitive: false,
      removeEmptyLines: true,
      trimWhitespace: true,
      sortAlphabetically: false,
    });
  });

  it("minify exactly as no options at all do", () => {
    const sheet = "a { color: #ffffff; margin: 0px; }\n/* note */\nb {}";
    expect(css.minifyCss(sheet, css.cssMinifyDefaults())).toEqual(css.minifyCss(sheet, undefined));
    const script = "if (x) { console.log(true); }";
    expect(js.minifyJs(script, js.jsMinifyDefaults(), null)).toEqual(js.minifyJs(script, undefined, null));
  });
});

/** The options a page would send with one key misspelled, as an untyped caller could. */
function misspelled<T extends object>(options: T, key: string): T {
  return { ...options, [key]: true };
}

describe("an option key the engine does not know", () => {
  it("is refused by each engine with its name and the keys that exist", () => {
    expect(() => css.minifyCss("a{}", misspelled(css.cssMinifyDefaults(), "removeComment"))).toThrow(
      /^unknown field `removeComment`, expected one of `removeComments`, /,
    );
    expect(() => js.minifyJs("1;", misspelled(js.jsMinifyDefaults(), "removeDeadcode"), null)).toThrow(
      /^unknown field `removeDeadcode`, expected one of .*`removeDeadCode`/,
    );
    expect(() => html.minifyHtml("<p>", misspelled(html.htmlMinifyDefaults(), "minifyCSS"), {})).toThrow(
      /^unknown field `minifyCSS`, expected one of .*`minifyCss`/,
    );
    expect(() => markdown.convertMarkdown("# a", misspelled(markdown.markdownDefaults(), "enableTable"))).toThrow(
      /^unknown field `enableTable`, expected one of .*`enableTables`/,
    );
    expect(() => generators.generatePassword(misspelled(generators.passwordDefaults(), "symbol"))).toThrow(
      /^unknown field `symbol`, expected one of .*`symbols`/,
    );
  });
});
