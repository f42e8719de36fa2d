import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { catalogue } from "@/tools/registry";
import { searchCatalogue, suggestTools } from "./search-index";

const names = (query: string) => searchCatalogue(query).map((card) => i18n._(card.name));

describe("searchCatalogue", () => {
  it("returns the whole catalogue, in its own order, for a blank query", () => {
    expect(searchCatalogue("")).toEqual(catalogue);
    expect(searchCatalogue("   ")).toEqual(catalogue);
  });

  it("forgives typos, in one word and in several", () => {
    expect(names("pasword")[0]).toBe("Password Generator");
    expect(names("jsno formater")[0]).toBe("JSON Formatter");
    expect(names("passwrd gen")[0]).toBe("Password Generator");
  });

  it("finds abbreviations and keywords a user would type", () => {
    expect(names("md")[0]).toBe("Markdown to HTML Converter");
    expect(names("md5")[0]).toBe("Hash Generator");
    expect(names("b64").slice(0, 2)).toEqual(["Base64 Encoder", "Base64 Decoder"]);
    expect(names("dedupe")[0]).toBe("Remove Duplicate Lines");
    expect(names("lipsum")[0]).toBe("Lorem Ipsum Generator");
    expect(names("rng")[0]).toBe("Random Number Generator");
  });

  it("is case-insensitive and matches descriptions", () => {
    expect(names("JsOn").slice(0, 4).sort()).toEqual([
      "CSV JSON Converter",
      "JSON Formatter",
      "JSON Validator",
      "YAML JSON TOML Converter",
    ]);
    // 'placeholder' is in the Lorem Ipsum card's description and keywords only.
    expect(names("placeholder")).toEqual(["Lorem Ipsum Generator"]);
  });

  it("ranks a match in the name above one in the keywords", () => {
    // The three minifiers carry 'minify' in their names; the JSON Formatter only in its keywords.
    const minify = names("minify");
    expect(minify.slice(0, 3).sort()).toEqual(["CSS Minifier", "HTML Minifier", "JS Minifier"]);
    expect(minify).toContain("JSON Formatter");
    expect(minify.indexOf("JSON Formatter")).toBeGreaterThan(2);
  });

  it("narrows with every word and finds nothing for nonsense", () => {
    expect(names("css minify")[0]).toBe("CSS Minifier");
    expect(names("no such tool zzz")).toEqual([]);
    expect(names("uuid")).toEqual(["UUID Generator"]);
  });
});

describe("suggestTools", () => {
  it("suggests the tool a mistyped slug meant", () => {
    expect(suggestTools("json-formater").map((card) => card.slug)).toEqual(["json-formatter"]);
    expect(suggestTools("passwor-generator")[0]?.slug).toBe("password-generator");
    expect(suggestTools("Word%20Count")[0]?.slug).toBe("word-counter");
  });

  it("suggests at most three, and nothing for a slug like no tool", () => {
    expect(searchCatalogue("generator").length).toBeGreaterThan(3);
    expect(suggestTools("generator")).toHaveLength(3);
    expect(suggestTools("no-such-tool")).toEqual([]);
  });
});
