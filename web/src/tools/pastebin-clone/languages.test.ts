// @vitest-environment node
import { readFileSync } from "node:fs";
import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import * as rules from "@/wasm/paste/paste.js";
import { EXPIRIES, languageLabel, languageOptions, languageOrText } from "./languages";

rules.initSync({ module: readFileSync(new URL("../../wasm/paste/paste_bg.wasm", import.meta.url)) });

describe("paste words", () => {
  it("offers core's twenty languages and six expiries, in the spec's order and words", () => {
    expect(languageOptions().map((language) => language.label)).toEqual([
      "Plain Text",
      "JavaScript",
      "TypeScript",
      "Python",
      "Java",
      "C++",
      "C",
      "C#",
      "PHP",
      "Ruby",
      "Go",
      "Rust",
      "HTML",
      "CSS",
      "SQL",
      "JSON",
      "XML",
      "YAML",
      "Markdown",
      "Bash",
    ]);
    expect(EXPIRIES.map(({ value, label }) => ({ value, label: i18n._(label) }))).toEqual([
      { value: "never", label: "Never" },
      { value: "10m", label: "10 Minutes" },
      { value: "1h", label: "1 Hour" },
      { value: "1d", label: "1 Day" },
      { value: "1w", label: "1 Week" },
      { value: "1M", label: "1 Month" },
    ]);
    expect(languageLabel("csharp")).toBe("C#");
  });

  it("shows an unknown language as plain text", () => {
    expect(languageOrText("cobol")).toBe("text");
    expect(languageOrText("rust")).toBe("rust");
  });

  it("names downloads and defaults titles with core's rules (the paste bundle)", () => {
    expect(rules.downloadName("My Notes (v2)")).toBe("my_notes__v2_.txt");
    expect(rules.downloadName("  ")).toBe("untitled_paste.txt");
    expect(rules.downloadName("Résumé/../etc")).toBe("r_sum_____etc.txt");
    expect(rules.downloadName("🔐 key")).toBe("__key.txt");
    expect(rules.titleOrDefault("  Hello  ")).toBe("Hello");
    expect(rules.titleOrDefault(" ")).toBe("Untitled Paste");
  });
});
