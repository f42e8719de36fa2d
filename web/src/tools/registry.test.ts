import { i18n } from "@lingui/core";
import { describe, it, expect } from "vitest";
import { readdirSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { catalogue, findTool, toolFolders, tools } from "./registry";
import { CATEGORIES, toSlug } from "./tool-meta";

const toolsDir = dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(toolsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Spec part 1 §2, "Tool catalogue". */
const SPEC_CATALOGUE: Record<string, string[]> = {
  "Image & Media Tools": [
    "Image Resizer",
    "Image Compressor",
    "PNG to JPG",
    "JPG to PNG",
    "WebP Converter",
    "SVG Converter",
  ],
  "Text & Writing Tools": [
    "Text Case Converter",
    "Remove Duplicate Lines",
    "Word Counter",
    "Character Counter",
    "Lorem Ipsum Generator",
    "Hashtag Generator",
    "Password Generator",
    "Username Generator",
  ],
  "Developer Tools": [
    "Pastebin Clone",
    "JSON Formatter",
    "JSON Validator",
    "Base64 Encoder",
    "Base64 Decoder",
    "HTML Minifier",
    "CSS Minifier",
    "JS Minifier",
    "Markdown to HTML Converter",
  ],
  "Networking & Security": ["What's My IP", "IP Lookup"],
  "Fun & Viral Tools": ["Random Number Generator", "Wheel Spinner"],
};

describe("tool registry", () => {
  it("registers every tool folder exactly once, under its own name", () => {
    for (const folder of folders) expect(existsSync(join(toolsDir, folder, "meta.ts")), `${folder}/meta.ts`).toBe(true);
    const registered = [...toolFolders.values()].sort();
    expect(registered).toEqual(folders);
    for (const [tool, folder] of toolFolders) expect(tool.slug, folder).toBe(folder);
    expect(tools).toHaveLength(folders.length);
  });

  it("derives every slug from its name by the spec's rule, and no slug is used twice", () => {
    const slugs: string[] = [];
    for (const tool of tools) {
      expect(tool.slug).toBe(toSlug(i18n._(tool.name)));
      slugs.push(tool.slug);
      for (const entry of tool.catalogue ?? []) {
        expect(entry.slug).toBe(toSlug(i18n._(entry.name)));
        if (entry.slug !== tool.slug) slugs.push(entry.slug);
      }
    }
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("fills every tool's fields", () => {
    const categoryIds: string[] = CATEGORIES.map((category) => category.id);
    for (const tool of tools) {
      expect(categoryIds).toContain(tool.category);
      expect(i18n._(tool.description).length, tool.slug).toBeGreaterThan(10);
      expect(tool.keywords.length, tool.slug).toBeGreaterThan(0);
      expect(tool.premiumExtras.length, tool.slug).toBeGreaterThan(0);
    }
  });

  it("lists the spec's 27 cards first in its five categories and order, and later tools after them", () => {
    const grouped: Record<string, string[]> = {};
    for (const category of CATEGORIES) {
      const names = catalogue.filter((card) => card.category === category.id).map((card) => i18n._(card.name));
      const title = i18n._(category.name);
      grouped[title] = names.slice(0, SPEC_CATALOGUE[title]?.length);
    }
    expect(grouped).toEqual(SPEC_CATALOGUE);
    expect(Object.keys(grouped)).toEqual(Object.keys(SPEC_CATALOGUE));
  });

  it("gives each tool its own place in its category", () => {
    for (const category of CATEGORIES) {
      const orders = tools.filter((tool) => tool.category === category.id).map((tool) => tool.order);
      expect(new Set(orders).size, category.id).toBe(orders.length);
    }
  });

  it("resolves a screen by its own slug or any of its cards' slugs", () => {
    const base64 = findTool("base64-tools");
    expect(base64 && i18n._(base64.name)).toBe("Base64 Tools");
    expect(findTool("base64-encoder")).toBe(base64);
    expect(findTool("base64-decoder")).toBe(base64);
    for (const card of catalogue) expect(findTool(card.slug), card.slug).toBe(card.tool);
    expect(findTool("no-such-tool")).toBeUndefined();
  });
});
