import { describe, expect, it } from "vitest";
import { MARKDOWN_DEFAULTS, PREVIEW_CSP, ZERO_STATS, previewDocument, statsLine } from "./engine";

const CSP_META = `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`;

describe("previewDocument", () => {
  it("puts the CSP first in the head of a fragment", () => {
    const doc = previewDocument("<p>Hi</p>\n<script>alert(1)</script>\n");
    const head = doc.indexOf("<head>");
    expect(doc.indexOf(CSP_META)).toBe(head + "<head>\n".length);
    expect(doc.indexOf(CSP_META)).toBeLessThan(doc.indexOf("<p>Hi</p>"));
    expect(doc).toContain("<body>\n<p>Hi</p>\n<script>alert(1)</script>\n</body>");
  });

  it("puts the CSP first in the head of a wrapped document, without nesting documents", () => {
    const wrapped =
      '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="UTF-8">\n<title>Converted from Markdown</title>\n</head>\n<body>\n<p>x</p>\n</body>\n</html>\n';
    const doc = previewDocument(wrapped);
    expect(doc).toBe(wrapped.replace("<head>\n", `<head>\n${CSP_META}\n`));
    expect(doc.match(/<html/g)).toHaveLength(1);
  });

  it("allows no script, no request and only inline styles and data: images", () => {
    expect(PREVIEW_CSP).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; img-src data:/);
    expect(PREVIEW_CSP).not.toContain("script-src");
  });
});

describe("statsLine", () => {
  it("shows words, lines and size", () => {
    expect(statsLine({ wordCount: 1234, lineCount: 1, markdownSize: 2048, htmlSize: 0 }, (b) => `${b} B`)).toBe(
      "1,234 words · 1 line · 2048 B",
    );
    expect(statsLine(ZERO_STATS, (b) => `${b} B`)).toBe("0 words · 0 lines · 0 B");
  });
});

describe("defaults", () => {
  it("are the spec's", () => {
    expect(MARKDOWN_DEFAULTS).toEqual({
      escapeHtml: true,
      generateToc: false,
      addTargetBlank: true,
      enableTables: true,
      enableCodeHighlight: true,
      enableStrikethrough: true,
      enableTaskLists: true,
      wrapInHtml: false,
    });
  });
});
