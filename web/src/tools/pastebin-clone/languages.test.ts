import { describe, expect, it } from "vitest";
import { EXPIRIES, LANGUAGES, downloadName, languageOrText, titleOrDefault } from "./languages";

describe("paste words", () => {
  it("lists the spec's twenty languages and six expiries, in order", () => {
    expect(LANGUAGES.map((language) => language.value)).toEqual([
      "text",
      "javascript",
      "typescript",
      "python",
      "java",
      "cpp",
      "c",
      "csharp",
      "php",
      "ruby",
      "go",
      "rust",
      "html",
      "css",
      "sql",
      "json",
      "xml",
      "yaml",
      "markdown",
      "bash",
    ]);
    expect(EXPIRIES.map((expiry) => expiry.value)).toEqual(["never", "10m", "1h", "1d", "1w", "1M"]);
  });

  it("names downloads as the CLI does (penknife_core::paste::download_name)", () => {
    expect(downloadName("My Notes (v2)")).toBe("my_notes__v2_.txt");
    expect(downloadName("  ")).toBe("untitled_paste.txt");
    expect(downloadName("Résumé/../etc")).toBe("r_sum_____etc.txt");
    expect(downloadName("🔐 key")).toBe("__key.txt");
  });

  it("falls back to the defaults", () => {
    expect(titleOrDefault(null)).toBe("Untitled Paste");
    expect(languageOrText("cobol")).toBe("text");
    expect(languageOrText("rust")).toBe("rust");
  });
});
