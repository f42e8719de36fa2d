import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { findTool, tools } from "./registry";

/** The extras of `slug`'s Premium box that match `pattern`: what each test expects to be none. */
const selling = (slug: string, pattern: RegExp) =>
  findTool(slug)!
    .premiumExtras.map((extra) => i18n._(extra))
    .filter((extra) => pattern.test(extra));

/**
 * A Premium box names only what Premium would add (issue 30): nothing the free page already does. The browser
 * test (e2e/premium-boxes.e2e.ts) finds each free feature on its page; these pin the words.
 */
describe("Premium extras", () => {
  it("never sell what every tool gives: no ads, the device's full speed", () => {
    for (const tool of tools) {
      expect(
        tool.premiumExtras
          .map((extra) => i18n._(extra))
          .filter((extra) => /ad[- ]?free|\bads\b|priority|speed/i.test(extra)),
        tool.slug,
      ).toEqual([]);
    }
  });

  it("never sell batch processing on the image tools, which take several files at once", () => {
    for (const tool of tools.filter((tool) => tool.category === "image-media")) {
      expect(selling(tool.slug, /batch|bulk/i), tool.slug).toEqual([]);
    }
  });

  it("never sell what a page's own options give", () => {
    // The Pastebin encrypts a private paste, with an optional password.
    expect(selling("pastebin-clone", /password/i)).toEqual([]);
    // The minifiers run their engines at full strength; the JS one (and the HTML one's scripts) rename and
    // remove dead code.
    for (const slug of ["html-minifier", "css-minifier", "js-minifier"]) {
      expect(selling(slug, /advanced/i), slug).toEqual([]);
    }
    for (const slug of ["html-minifier", "js-minifier"]) {
      expect(selling(slug, /renam|tree shak/i), slug).toEqual([]);
    }
    // Up to 50 usernames and 10,000 numbers at once, copied or downloaded.
    expect(selling("username-generator", /bulk/i)).toEqual([]);
    expect(selling("random-number-generator", /bulk/i)).toEqual([]);
    // The JSON tools set no file size limit, so a larger one sells nothing.
    for (const slug of ["json-formatter", "json-validator"]) expect(selling(slug, /MB/), slug).toEqual([]);
  });
});
