import { describe, it, expect } from "vitest";
import { toSlug } from "./tool-meta";

describe("toSlug", () => {
  it.each([
    ["Password Generator", "password-generator"],
    ["What's My IP", "whats-my-ip"],
    ["What’s  My   IP", "whats-my-ip"],
    ["PNG to JPG", "png-to-jpg"],
    ["Markdown to HTML Converter", "markdown-to-html-converter"],
    ["  Base64 Tools ", "base64-tools"],
    ["URL Encoder/Decoder", "url-encoder-decoder"],
  ])("%s → %s", (name, slug) => {
    expect(toSlug(name)).toBe(slug);
  });
});
