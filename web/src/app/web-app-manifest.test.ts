import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { catalogue } from "@/tools/registry";
import { SHORTCUTS, webAppManifest } from "../../build/web-app-manifest";

describe("the web app manifest", () => {
  it("names each shortcut as its tool is named, and links to the tool", () => {
    for (const { slug, name } of SHORTCUTS) {
      const tool = catalogue.find((card) => card.slug === slug);
      expect(tool && i18n._(tool.name), slug).toBe(name);
    }
    expect(webAppManifest.shortcuts?.map((shortcut) => shortcut.url)).toEqual(
      SHORTCUTS.map(({ slug }) => `/tools/${slug}`),
    );
  });
});
