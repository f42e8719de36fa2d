// @vitest-environment node
/**
 * The real `svg` bundle (built by scripts/build-wasm.sh), as the image worker calls it: plain objects and strings
 * out, a JS Error with the user-facing message on bad input, and hostile SVG files made harmless.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as svg from "@/wasm/svg/svg.js";

svg.initSync({ module: readFileSync(new URL("../wasm/svg/svg_bg.wasm", import.meta.url)) });

const hostile = (name: string) =>
  readFileSync(new URL(`../../../crates/core/tests/data/svg/${name}`, import.meta.url), "utf8");

/** A `size`-square RGBA image: a red square in the middle of white. */
function redSquareOnWhite(size: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = x >= size / 4 && x < (3 * size) / 4 && y >= size / 4 && y < (3 * size) / 4;
      pixels.set(inside ? [255, 0, 0, 255] : [255, 255, 255, 255], (y * size + x) * 4);
    }
  }
  return pixels;
}

describe("sanitizeSvg", () => {
  it("answers a plain object with the sanitised SVG and its intrinsic size", () => {
    const result = svg.sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"/>');
    expect(result).toEqual({
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32" width="64" height="32"/>',
      width: 64,
      height: 32,
    });
  });

  it("drops every payload of the hostile files and keeps their drawing", () => {
    for (const name of ["script-and-handlers.svg", "links-and-animation.svg", "external-references.svg", "css.svg"]) {
      const { svg: clean } = svg.sanitizeSvg(hostile(name));
      expect(clean.toLowerCase()).not.toContain("evil");
      expect(clean).toContain('id="kept"');
    }
  });

  it("throws the engine's refusal: its English and its kind", () => {
    expect(() => svg.sanitizeSvg("<html><body/></html>")).toThrow(
      expect.objectContaining({
        message: "This file is not an SVG image: its root element is <html>, not <svg>.",
        detail: { kind: "invalidSvg", params: { kind: "notSvg", params: { root: "html" } } },
      }),
    );
    expect(() => svg.sanitizeSvg(hostile("billion-laughs.svg"))).toThrow(/<!DOCTYPE>/);
    expect(() => svg.sanitizeSvg("<svg><g></svg>")).toThrow(/^This SVG is not well-formed XML: /);
  });
});

describe("traceToSvg", () => {
  it("traces pixels into an SVG of paths at the image's size, with or without options", () => {
    for (const options of [undefined, svg.defaultTraceOptions(), { mode: "blackAndWhite" as const }]) {
      const out = svg.traceToSvg(redSquareOnWhite(16), 16, 16, options);
      expect(out).toContain('width="16" height="16" viewBox="0 0 16 16"');
      expect(out).toContain("<path");
      expect(out).not.toContain("<image");
    }
    expect(svg.traceToSvg(redSquareOnWhite(16), 16, 16, undefined).toUpperCase()).toContain('FILL="#FF0000"');
  });

  it("exports the defaults as camelCase options", () => {
    expect(svg.defaultTraceOptions()).toEqual({
      mode: "colour",
      colourPrecision: 6,
      filterSpeckle: 4,
      gradientStep: 16,
      curveFitting: "splines",
      cornerThreshold: 60,
    });
  });

  it("throws an Error for pixels that do not fit the size and options out of range", () => {
    expect(() => svg.traceToSvg(new Uint8Array(3), 1, 1, undefined)).toThrow(
      "The pixel data is 3 bytes, but a 1×1 RGBA image needs 4 bytes",
    );
    expect(() => svg.traceToSvg(redSquareOnWhite(4), 4, 4, { colourPrecision: 9 })).toThrow(
      "Colour precision must be between 1 and 8 (got 9)",
    );
  });
});
