import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { clipboardText, openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/password-generator";
const SYMBOLS = "!@#$%^&*()_+-=[]{}|;:,.<>?";
const SIMILAR = /[il1Lo0O]/;

async function open(options: Parameters<typeof openPage>[1] = {}) {
  const { page } = await openPage(PATH, { clipboard: true, ...options });
  await page.getByRole("slider", { name: /Password Length/ }).waitFor();
  await expect.poll(() => password(page)).toHaveLength(16);
  return page;
}

function password(page: Page): Promise<string> {
  return page
    .getByLabel("Generated password")
    .textContent()
    .then((text) => text ?? "");
}

function strengthLabel(page: Page): Promise<string | null> {
  return page.locator("#password-strength").textContent();
}

function toggle(page: Page, name: RegExp | string) {
  return page.getByRole("switch", { name }).click();
}

describe("Password Generator", () => {
  it("starts with a 16-character password using every set, rated Very Strong with its entropy", async () => {
    const page = await open();
    const slider = page.getByRole("slider", { name: /Password Length/ });
    expect(await slider.inputValue()).toBe("16");
    await page.getByText("Password Length: 16").waitFor();
    for (const name of [/Uppercase/, /Lowercase/, /Numbers/, /Symbols/]) {
      expect(await page.getByRole("switch", { name }).getAttribute("aria-checked")).toBe("true");
    }
    expect(await page.getByRole("switch", { name: "Exclude similar characters" }).getAttribute("aria-checked")).toBe(
      "false",
    );
    const shown = await password(page);
    expect(shown).toMatch(/[A-Z]/);
    expect(shown).toMatch(/[a-z]/);
    expect(shown).toMatch(/[0-9]/);
    expect([...shown].some((c) => SYMBOLS.includes(c))).toBe(true);
    expect([...shown].every((c) => /[A-Za-z0-9]/.test(c) || SYMBOLS.includes(c))).toBe(true);
    expect(await strengthLabel(page)).toBe("Very Strong");
    // 16 × log2(88) = 103.4 bits.
    await page.getByText("103 bits of entropy").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("follows the length slider from the keyboard and rates each result", async () => {
    const page = await open();
    const slider = page.getByRole("slider", { name: /Password Length/ });
    await slider.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await page.getByText("Password Length: 20").waitFor();
    await expect.poll(() => password(page)).toHaveLength(20);

    // Lowercase only: four letters earn one point (Weak); 128 earn three (both length points: Good).
    await toggle(page, /Uppercase/);
    await toggle(page, /Numbers/);
    await toggle(page, /Symbols/);
    await slider.press("Home");
    await page.getByText("Password Length: 4").waitFor();
    await expect.poll(() => password(page)).toMatch(/^[a-z]{4}$/);
    await expect.poll(() => strengthLabel(page)).toBe("Weak");
    await page.getByText("19 bits of entropy").waitFor();

    await slider.press("End");
    await page.getByText("Password Length: 128").waitFor();
    await expect.poll(() => password(page)).toMatch(/^[a-z]{128}$/);
    await expect.poll(() => strengthLabel(page)).toBe("Good");

    await toggle(page, /Numbers/);
    await expect.poll(() => password(page)).toMatch(/^(?=.*[0-9])(?=.*[a-z])[a-z0-9]{128}$/);
    await expect.poll(() => strengthLabel(page)).toBe("Strong");
    expect(pageErrors(page)).toEqual([]);
  });

  it("leaves out similar characters when asked", async () => {
    const page = await open();
    await page.getByRole("slider", { name: /Password Length/ }).press("End");
    await expect.poll(() => password(page)).toHaveLength(128);
    await toggle(page, "Exclude similar characters");
    // Several 128-character passwords in a row, none with i l 1 L o 0 O.
    for (let i = 0; i < 5; i++) {
      const before = await password(page);
      await page.getByRole("button", { name: "Generate New" }).click();
      await expect.poll(() => password(page)).not.toBe(before);
      const shown = await password(page);
      expect(shown).toHaveLength(128);
      expect(shown).not.toMatch(SIMILAR);
    }
    expect(pageErrors(page)).toEqual([]);
  });

  it("copies the password and draws a new one with Generate New", async () => {
    const page = await open();
    const first = await password(page);
    await page.getByRole("button", { name: "Copy" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await clipboardText(page)).toBe(first);

    await page.getByRole("button", { name: "Generate New" }).click();
    await expect.poll(() => password(page)).not.toBe(first);
    expect(await password(page)).toHaveLength(16);
    expect(pageErrors(page)).toEqual([]);
  });

  it("turning every set off gives the spec's toast and keeps the settings", async () => {
    const page = await open();
    await toggle(page, /Uppercase/);
    await toggle(page, /Lowercase/);
    await toggle(page, /Numbers/);
    await expect.poll(() => password(page)).toMatch(new RegExp(`^[${SYMBOLS.replace(/[\]\\^-]/g, "\\$&")}]{16}$`));
    await toggle(page, /Symbols/);

    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Please select at least one character type" });
    await toast.waitFor();
    expect(await toast.locator("[data-title]").textContent()).toBe("Error");
    for (const name of [/Uppercase/, /Lowercase/, /Numbers/, /Symbols/]) {
      expect(await page.getByRole("switch", { name }).getAttribute("aria-checked")).toBe("false");
    }
    await expect.poll(() => password(page)).toBe("Turn on at least one character type to generate a password.");
    expect(await page.getByRole("button", { name: "Copy" }).isDisabled()).toBe(true);
    expect(await strengthLabel(page)).toBe("—");

    await toggle(page, /Numbers/);
    await expect.poll(() => password(page)).toMatch(/^[0-9]{16}$/);
    expect(await page.getByRole("button", { name: "Copy" }).isDisabled()).toBe(false);
    expect(pageErrors(page)).toEqual([]);
  });

  it("fits a 375 px phone in the dark theme with a 128-character password", async () => {
    const page = await open({ width: 375, colorScheme: "dark" });
    await page.getByRole("slider", { name: /Password Length/ }).press("End");
    await expect.poll(() => password(page)).toHaveLength(128);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
