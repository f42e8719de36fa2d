import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { headingOutline, skippedHeadings } from "../../../e2e/headings";
import { editorText, pasteInto } from "../../../e2e/editor";
import { downloadOf, holdRequests, openPage, pageErrors } from "../../../e2e/harness";

const INVALID = "Invalid Base64 string. Please check your input.";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "penknife-base64-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("Base64 tool", () => {
  it("is reached from all three routes, the decoder opening on its tab", async () => {
    for (const [path, tab] of [
      ["/tools/base64-encoder", "Encode Text"],
      ["/tools/base64-tools", "Encode Text"],
      ["/tools/base64-decoder", "Decode Base64"],
    ] as const) {
      const { page } = await openPage(path);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/Base64/);
      await expect.poll(() => page.getByRole("tab", { name: tab }).getAttribute("aria-selected")).toBe("true");
      await expect.poll(() => page.getByRole("link", { name: "Back to Tools" }).getAttribute("href")).toBe("/");
    }
  });

  it("lists headings in order on every tab: the page's h1, then each card's h2", async () => {
    const { page } = await openPage("/tools/base64-tools");
    const cardsByTab = {
      "Encode Text": ["Encode Text to Base64"],
      "Decode Base64": ["Decode Base64 to Text"],
      "File Converter": ["File to Base64", "Base64 to File"],
    };
    for (const [tab, cards] of Object.entries(cardsByTab)) {
      await page.getByRole("tab", { name: tab }).click();
      await page.getByRole("heading", { name: cards[0], level: 2 }).waitFor();
      const outline = await headingOutline(page);
      expect(outline[0]?.level, tab).toBe(1);
      expect(skippedHeadings(outline), tab).toEqual([]);
      for (const name of cards) expect(outline, tab).toContainEqual({ level: 2, name });
    }
    expect(pageErrors(page)).toEqual([]);
  });

  it("encodes UTF-8 text on each keystroke, copies and downloads encoded.txt", async () => {
    const { page } = await openPage("/tools/base64-encoder", { clipboard: true });
    const input = page.getByLabel("Text to Encode");
    const output = page.getByLabel("Base64 Output");
    await input.pressSequentially("Ärger");
    await expect.poll(() => editorText(output)).toBe("w4RyZ2Vy");
    await input.pressSequentially(" 🎉");
    await expect.poll(() => editorText(output)).toBe(Buffer.from("Ärger 🎉").toString("base64"));

    await page.getByRole("button", { name: "Copy" }).first().click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(Buffer.from("Ärger 🎉").toString("base64"));

    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(file.name).toBe("encoded.txt");
    expect(file.bytes.toString()).toBe(Buffer.from("Ärger 🎉").toString("base64"));

    await page.getByRole("button", { name: "Clear" }).click();
    expect(await editorText(input)).toBe("");
    expect(await editorText(output)).toBe("");
    expect(pageErrors(page)).toEqual([]);
  });

  it("decodes with the Valid/Invalid badge and keeps bad input with a clear message", async () => {
    const { page } = await openPage("/tools/base64-decoder");
    const input = page.getByLabel("Base64 to Decode");
    const output = page.getByLabel("Decoded Text");

    await input.fill(Buffer.from("Hello, 世界").toString("base64"));
    await page.getByText("Valid Base64", { exact: true }).waitFor();
    await expect.poll(() => editorText(output)).toBe("Hello, 世界");

    // Missing padding decodes (as atob does) but is not canonical Base64.
    await input.fill("SGVsbG8");
    await page.getByText("Invalid Base64", { exact: true }).waitFor();
    await expect.poll(() => editorText(output)).toBe("Hello");

    await input.fill("SGVsbG8h!!");
    await page.getByRole("alert").filter({ hasText: INVALID }).waitFor();
    await page.getByText("Invalid Base64", { exact: true }).waitFor();
    expect(await editorText(output)).toBe("");
    expect(await editorText(input)).toBe("SGVsbG8h!!");

    // Bytes that are not UTF-8 text point to the file converter instead of showing garbage.
    await input.fill("//4=");
    await page.getByRole("alert").filter({ hasText: "not UTF-8 text" }).waitFor();

    await input.fill(Buffer.from("decoded file").toString("base64"));
    const file = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
    expect(file.name).toBe("decoded.txt");
    expect(file.bytes.toString()).toBe("decoded file");
  });

  it(
    "encodes a 5 MB paste in the worker while the tabs still switch, and decodes it back",
    { timeout: 120_000 },
    async () => {
      // Hold the engine download so the worker is surely still at work when the test looks.
      const { page, context } = await openPage("/");
      const release = await holdRequests(context, "**/*.wasm");
      await page.goto("/tools/base64-encoder");
      const line = `${"Ärger über Öl? Nein, 42 Tassen Kaffee! ".repeat(10)}\n`;
      const big = line.repeat(Math.ceil((5 * 1024 * 1024) / line.length));
      const encoded = Buffer.from(big).toString("base64");
      await pasteInto(page.getByLabel("Text to Encode"), big);
      await page.getByRole("status").filter({ hasText: "Encoding…" }).waitFor();
      // The page answers while the worker encodes: another tab opens at once.
      await page.getByRole("tab", { name: "File Converter" }).click();
      await page.getByRole("heading", { name: "File to Base64", level: 2 }).waitFor();
      await page.getByRole("tab", { name: "Encode Text" }).click();
      await page.getByLabel("Text to Encode").waitFor();
      release();

      // Tabs keep no state (as before): paste again and wait for the whole answer.
      await pasteInto(page.getByLabel("Text to Encode"), big);
      const size = `${encoded.length.toLocaleString()} characters · `;
      await page.getByText(size).waitFor({ timeout: 60_000 });
      const file = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
      expect(file.bytes.toString()).toBe(encoded);

      await page.getByRole("tab", { name: "Decode Base64" }).click();
      await pasteInto(page.getByLabel("Base64 to Decode"), encoded);
      await page.getByText("Valid Base64", { exact: true }).waitFor({ timeout: 60_000 });
      const decoded = await downloadOf(page, () => page.getByRole("button", { name: "Download" }).click());
      expect(decoded.text).toBe(big);
      expect(await editorText(page.getByLabel("Decoded Text")).then((text) => text.slice(0, 14))).toBe(
        "Ärger über Öl?",
      );

      // The file tab's box takes the same 7 MB of Base64 and gives back the bytes.
      await page.getByRole("tab", { name: "File Converter" }).click();
      await pasteInto(page.getByLabel("Base64 to convert to a file"), encoded);
      const file2 = await downloadOf(page, () => page.getByRole("button", { name: "Download File" }).click());
      expect(file2.name).toBe("decoded_file.bin");
      expect(file2.bytes.equals(Buffer.from(big))).toBe(true);
      expect(pageErrors(page)).toEqual([]);
    },
  );

  it("converts a binary file to Base64 and back to the same bytes", async () => {
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
    const path = join(dir, "photo.png");
    writeFileSync(path, bytes);
    const { page } = await openPage("/tools/base64-tools");
    await page.getByRole("tab", { name: "File Converter" }).click();

    await page.getByLabel("Choose a file to encode").setInputFiles(path);
    await page.getByLabel("Base64 of photo.png").waitFor();
    expect(await page.getByLabel("Base64 of photo.png").inputValue()).toBe(bytes.toString("base64"));
    const encoded = await downloadOf(page, () =>
      page.getByRole("button", { name: "Download", exact: true }).first().click(),
    );
    expect(encoded.name).toBe("encoded.txt");
    expect(encoded.bytes.toString()).toBe(bytes.toString("base64"));

    // The decoder takes the encoded file's name; the download is decoded_<name>.
    await page.getByLabel("Base64 to convert to a file").fill(bytes.toString("base64"));
    expect(await page.getByLabel("File name").inputValue()).toBe("photo.png");
    const decoded = await downloadOf(page, () => page.getByRole("button", { name: "Download File" }).click());
    expect(decoded.name).toBe("decoded_photo.png");
    expect(decoded.bytes.equals(bytes)).toBe(true);
  });

  it("refuses invalid Base64 for a file with the spec's toast and keeps the input", async () => {
    const { page } = await openPage("/tools/base64-tools");
    await page.getByRole("tab", { name: "File Converter" }).click();
    const box = page.getByLabel("Base64 to convert to a file");
    await box.fill("@@not base64@@");
    await page.getByRole("button", { name: "Download File" }).click();
    await page.getByText("Failed to download file").waitFor();
    await page.getByRole("alert").filter({ hasText: INVALID }).waitFor();
    expect(await editorText(box)).toBe("@@not base64@@");
  });

  it("converts a 50 MB file in the background and refuses a larger one", async () => {
    const limit = 50 * 1024 * 1024;
    const big = join(dir, "big.bin");
    writeFileSync(big, Buffer.alloc(limit, 0xab));
    const { page } = await openPage("/tools/base64-tools");
    await page.getByRole("tab", { name: "File Converter" }).click();
    await page.getByLabel("Choose a file to encode").setInputFiles(big);
    const stats = page.getByTestId("file-base64-stats");
    await stats.waitFor({ timeout: 60_000 });
    expect(await stats.textContent()).toContain(`${(Math.ceil(limit / 3) * 4).toLocaleString("en-US")} characters`);
    expect(await stats.textContent()).toContain("showing the first 100,000");

    const tooBig = join(dir, "too-big.bin");
    writeFileSync(tooBig, Buffer.alloc(limit + 1));
    await page.getByLabel("Choose a file to encode").setInputFiles(tooBig);
    await page.getByText("Please select a file smaller than 50MB").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
