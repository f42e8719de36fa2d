import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { fillEditorsAsUsersDo } from "../../../e2e/editor";
import { openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/hash-generator";
/** The first answer also loads the wasm engine in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };
const SHA256_ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

const text = (page: Page) => page.getByLabel("Text to hash", { exact: true });
const digest = (page: Page, name: string) => page.getByLabel(name, { exact: true }).textContent();
const compare = (page: Page) => page.getByLabel("Compare with a digest", { exact: true });

async function open() {
  const opened = await openPage(PATH);
  fillEditorsAsUsersDo(text(opened.page));
  return opened;
}

describe("Hash Generator", () => {
  it("hashes typed text with every algorithm, in hexadecimal or Base64", async () => {
    const { page } = await open();
    await page.getByText("No digests yet").waitFor();
    await text(page).fill("abc");
    await expect.poll(() => digest(page, "SHA-256"), FIRST_ANSWER).toBe(SHA256_ABC);
    expect(await digest(page, "MD5")).toBe("900150983cd24fb0d6963f7d28e17f72");
    expect(await digest(page, "SHA-1")).toBe("a9993e364706816aba3e25717850c26c9cd0d89d");
    expect(await digest(page, "SHA3-256")).toBe("3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532");
    expect(await digest(page, "BLAKE3")).toBe("6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85");
    // MD5 and SHA-1 carry the warning; SHA-256 does not.
    expect(await page.getByText("Unfit for security").count()).toBe(2);

    await page.getByRole("radio", { name: /Base64/ }).check();
    await expect.poll(() => digest(page, "SHA-256")).toBe("ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=");
    expect(pageErrors(page)).toEqual([]);
  });

  it("gives HMAC-SHA-256 under a key (RFC 4231 test case 2), and says why BLAKE3 cannot take it", async () => {
    const { page } = await open();
    await text(page).fill("what do ya want for nothing?");
    await page.getByRole("switch", { name: "HMAC with a key" }).click();
    await page.getByRole("alert").filter({ hasText: "The HMAC key is empty." }).waitFor(FIRST_ANSWER);
    await page.getByLabel("Key", { exact: true }).fill("Jefe");
    await expect
      .poll(() => digest(page, "HMAC-SHA-256"))
      .toBe("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    await page.getByText("BLAKE3's keyed mode takes a key of exactly 32 bytes; this key is 4 bytes.").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("hashes a chosen file with its progress finished, then matches a pasted hash", async () => {
    const { page } = await open();
    await page.getByRole("tab", { name: "File" }).click();
    await page.getByLabel("Choose a file to hash", { exact: true }).setInputFiles({
      name: "abc.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("abc"),
    });
    await expect.poll(() => digest(page, "SHA-256"), FIRST_ANSWER).toBe(SHA256_ABC);
    expect(await page.getByTestId("hash-file-progress").textContent()).toBe("abc.txt: 3 B, hashed");
    expect(await page.getByRole("progressbar", { name: "Hashing abc.txt" }).getAttribute("aria-valuenow")).toBe("100");

    await compare(page).fill(SHA256_ABC.toUpperCase());
    await page.getByText("Matches SHA-256").waitFor();
    expect(await page.locator("li[data-matched]").textContent()).toContain("SHA-256");
    await compare(page).fill("ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=");
    await page.getByText("Matches SHA-256").waitFor();
    await compare(page).fill("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    await page.getByText("No algorithm matches").waitFor();
    await compare(page).fill("not a hash!");
    await page.getByText("This is not a digest: paste hexadecimal digits or Base64.").waitFor();
    expect(await compare(page).getAttribute("aria-invalid")).toBe("true");
    expect(pageErrors(page)).toEqual([]);
  });
});
