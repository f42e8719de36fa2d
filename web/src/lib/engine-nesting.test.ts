// @vitest-environment node
/**
 * The real minifier bundles (built by scripts/build-wasm.sh) on deeply nested input, as the workers run them: at
 * the nesting limit they minify, above it they throw the guard's clear error instead of trapping (which would
 * leave the instance unusable), and the instance keeps working afterwards.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as js from "@/wasm/minify-js/minify-js.js";
import * as html from "@/wasm/minify-html/minify-html.js";

const wasm = (family: string) => readFileSync(new URL(`../wasm/${family}/${family}_bg.wasm`, import.meta.url));
js.initSync({ module: wasm("minify-js") });
html.initSync({ module: wasm("minify-html") });

const JS_MAX_DEPTH = 500;
const HTML_MAX_DEPTH = 1000;
const parens = (depth: number) => "(".repeat(depth) + "1" + ")".repeat(depth) + ";";

describe("the minify-js bundle on deep nesting", () => {
  it("minifies at the limit", () => {
    expect(js.minifyJs(parens(JS_MAX_DEPTH), undefined, null)).toMatchObject({ output: "1;" });
  });

  it("refuses one level above the limit and far above it with the place, then still works", () => {
    for (const input of [parens(JS_MAX_DEPTH + 1), parens(100_000), "x=" + "!".repeat(100_000) + "a;"]) {
      expect(() => js.minifyJs(input, undefined, null)).toThrow(
        /^Nesting too deep: more than 500 levels at line 1, column \d+$/,
      );
    }
    expect(() => js.minifyJs(parens(JS_MAX_DEPTH + 1), undefined, null)).toThrow(
      expect.objectContaining({
        detail: { kind: "tooDeep", params: { limit: 500, line: 1, column: 501 } },
        line: 1,
        column: 501,
      }),
    );
    expect(js.minifyJs("let a = 1 + 2;", undefined, null)).toMatchObject({ output: "let a=1+2;" });
  });
});

describe("the minify-html bundle on deep nesting", () => {
  it("minifies at the limit and refuses above it", () => {
    const atLimit = "<div>".repeat(HTML_MAX_DEPTH);
    expect(html.minifyHtml(atLimit, undefined, {})).toMatchObject({ output: atLimit });
    expect(() => html.minifyHtml("<div>".repeat(100_000), undefined, {})).toThrow(
      "Nesting too deep: more than 1000 levels at line 1, column 5001",
    );
  });

  it("answers 2.8 MB of random text with a result or the nesting error", () => {
    let state = 0x2545f491;
    const text = Array.from({ length: 2_800_000 }, () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return String.fromCharCode(32 + ((state >>> 0) % 95));
    }).join("");
    try {
      expect(html.minifyHtml(text, undefined, {}).output.length).toBeGreaterThan(0);
    } catch (error) {
      expect((error as Error).message).toMatch(/^Nesting too deep/);
    }
    expect(html.minifyHtml("<p>a  b</p>", undefined, {})).toMatchObject({ output: "<p>a b</p>" });
  });
});
