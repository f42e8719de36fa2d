import { describe, expect, it } from "vitest";
import config from "../../../lingui.config";
import { catalogueFolders, problemsOf } from "../../../build/catalogue-check.mjs";
import { LOCALE_TAGS, RIGHT_TO_LEFT_TAGS } from "@/lib/api/types";
import { LOCALES, PSEUDO_LOCALE, SOURCE_LOCALE } from "./locales";

const others = [...Object.keys(LOCALES).filter((locale) => locale !== SOURCE_LOCALE), PSEUDO_LOCALE];

describe("message catalogues", () => {
  it("are kept for exactly the locales the site speaks, and the pseudo-locale", () => {
    expect(config.locales).toEqual([...Object.keys(LOCALES), PSEUDO_LOCALE]);
    expect(catalogueFolders()).toContain("src/locales");
  });

  it("name the languages the server serves pages in (crates/server/src/locales.rs), in its order and direction", () => {
    expect(Object.values(LOCALES).map((locale) => locale.tag)).toEqual(LOCALE_TAGS);
    expect(
      Object.values(LOCALES)
        .filter((locale) => locale.dir === "rtl")
        .map((locale) => locale.tag),
    ).toEqual(RIGHT_TO_LEFT_TAGS);
  });

  it.each(catalogueFolders().flatMap((folder) => others.map((locale) => [folder, locale])))(
    "%s in %s: every English message, translated, with its arguments and tags",
    (folder, locale) => {
      expect(problemsOf(folder, locale)).toEqual([]);
    },
  );
});
