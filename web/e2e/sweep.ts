/**
 * The steps the tools' main actions share (each tool's `sweep.ts`, which the accessibility sweep runs after the
 * page opens): wait for a result, click until a fresh one, upload an image and convert it.
 */
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { editorText } from "./editor";
import { toastCount, waitForToast } from "./harness";
import { drawImage } from "./images";

/** Waits until the button named `name` is enabled. */
export const enabled = (page: Page, name: string) =>
  page.waitForFunction(
    (name) =>
      [...document.querySelectorAll("button")].some(
        (button) => button.textContent?.trim() === name && !button.disabled,
      ),
    name,
  );

/** Waits until the editor labelled `label` shows text. */
export const filled = (page: Page, label: string) =>
  expect.poll(() => editorText(page.getByLabel(label, { exact: true }))).not.toBe("");

/**
 * Clicks a generator's button until what the page shows has changed (a fresh result). A random draw may repeat
 * the last one (1 in 100 for the number generator's default range: most likely what failed a CI run once), so
 * each poll clicks.
 */
export async function clickForChange(page: Page, button: string) {
  const main = page.getByRole("main");
  const before = await main.innerText();
  await expect
    .poll(async () => {
      await page.getByRole("button", { name: button, exact: true }).click();
      return main.innerText();
    })
    .not.toBe(before);
}

/** Clicks a button and waits for the toast that says it worked. */
export async function clickForToast(page: Page, button: string) {
  const since = await toastCount(page);
  await page.getByRole("button", { name: button, exact: true }).click();
  await waitForToast(page, {}, { since });
}

/** Uploads an image drawn in the page and presses the tool's action until its success toast. */
export async function processImage(page: Page, label: string, type: "image/png" | "image/jpeg", action: string) {
  const file = await drawImage(page, type === "image/png" ? "sample.png" : "sample.jpg", {
    width: 96,
    height: 64,
    type,
  });
  await page.getByLabel(label, { exact: true }).setInputFiles(file);
  await page.getByTestId("image-file").waitFor();
  const since = await toastCount(page);
  await page.getByRole("button", { name: action, exact: true }).click();
  await waitForToast(page, { title: /Success/ }, { since, timeout: 30_000 });
  await page.getByTestId("image-file-result").waitFor();
}

/** Adds a JPEG cut short (a download that stopped) and waits for its card to say why it cannot be used. */
export async function addBrokenImage(page: Page, label: string) {
  const file = await drawImage(page, "cut.jpg", { width: 96, height: 64, type: "image/jpeg" });
  const cut = { ...file, buffer: file.buffer.subarray(0, Math.floor(file.buffer.length / 2)) };
  await page.getByLabel(label, { exact: true }).setInputFiles(cut);
  await page.getByTestId("image-file").getByRole("alert").waitFor();
}
