import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { headingOutline, skippedHeadings } from "../../../e2e/headings";
import { openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/wheel-spinner";
const DEFAULT_TEXTS = ["Option 1", "Option 2", "Option 3", "Option 4", "Option 5", "Option 6"];

async function openWheel(options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const { page } = await openPage(PATH, options);
  await page.getByRole("button", { name: "Spin the Wheel" }).waitFor();
  return page;
}

/** Waits for a toast showing both texts. */
async function toastShown(page: Page, title: string, description: string) {
  await page
    .locator("[data-sonner-toast]")
    .filter({ hasText: title })
    .filter({ hasText: description })
    .first()
    .waitFor();
}

async function openTab(page: Page, name: "Spin Wheel" | "Options" | "History" | "Presets") {
  const tab = page.getByRole("tab", { name });
  await tab.click();
  await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true");
}

async function setDuration(page: Page, seconds: number) {
  await openTab(page, "Options");
  await page.getByLabel(/Spin Duration/).fill(String(seconds));
  await page.getByText(`Spin Duration: ${seconds}s`).waitFor();
  await openTab(page, "Spin Wheel");
}

async function currentOptionTexts(page: Page): Promise<string[]> {
  const items = page.getByRole("list", { name: "Current options" }).getByRole("listitem");
  return (await items.allInnerTexts()).map((text) => text.replace(/^\s*\d+\.\s*/, "").trim());
}

/** Spins and waits until the winner is shown; returns the banner's text. */
async function spinToWinner(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Spin the Wheel" }).click();
  await toastShown(page, "Winner Selected!", "The wheel has chosen: ");
  const banner = page.getByTestId("wheel-winner");
  await banner.waitFor();
  await expect.poll(() => page.locator("canvas[role=img]").getAttribute("data-spinning")).toBe("false");
  return (await banner.innerText()).replace(/^\s*Winner\s*/, "").trim();
}

/**
 * What the canvas shows under the pointer, checked two independent ways: by the engine's documented geometry
 * from the drawn rotation (segment i covers [i·360/n, (i+1)·360/n) clockwise from the top; the wheel turned
 * clockwise by r shows wheel angle (−r) mod 360 at the top pointer), and by the pixels straight below the pointer.
 */
async function underPointer(page: Page) {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>("canvas[role=img]")!;
    const rotation = Number(canvas.dataset.rotation);
    const swatches = [
      ...document.querySelectorAll<HTMLElement>('[aria-label="Current options"] li > span:first-child'),
    ];
    const count = swatches.length;
    const pointerAngle = (((-rotation % 360) + 360) % 360) % 360;
    const index = Math.min(count - 1, Math.floor(pointerAngle / (360 / count)));
    const ctx = canvas.getContext("2d")!;
    const scale = canvas.width / 400;
    const center = canvas.width / 2;
    const radius = (200 - 14) * scale;
    const pixels = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85].map((f) => {
      const [r, g, b] = ctx.getImageData(Math.floor(center), Math.floor(center - f * radius), 1, 1).data;
      return [r!, g!, b!];
    });
    const colors = swatches.map((s) => (getComputedStyle(s).backgroundColor.match(/\d+/g) ?? []).map(Number));
    return { rotation, index, pixels, colors, count };
  });
}

function close(a: number[], b: number[] | undefined) {
  return !!b && a.every((v, i) => Math.abs(v - (b[i] ?? -999)) <= 6);
}

async function expectPointerOnWinner(page: Page, winner: string) {
  const texts = await currentOptionTexts(page);
  const seen = await underPointer(page);
  expect(seen.count).toBe(texts.length);
  expect(texts[seen.index]).toBe(winner);
  const winnerColor = seen.colors[seen.index];
  const matching = seen.pixels.filter((pixel) => close(pixel, winnerColor)).length;
  // A label may lie along the pointer and cover some samples; most must be the winner's colour, and none
  // another option's.
  expect(matching, JSON.stringify(seen)).toBeGreaterThanOrEqual(6);
  const otherColors = seen.colors.filter((color) => !close(color, winnerColor));
  expect(
    seen.pixels.some((pixel) => otherColors.some((color) => close(pixel, color))),
    JSON.stringify(seen),
  ).toBe(false);
}

describe("Wheel Spinner", () => {
  it("spins one at a time, shows the winner under the pointer, in the toast, banner and history", async () => {
    const page = await openWheel();
    expect(await currentOptionTexts(page)).toEqual(DEFAULT_TEXTS);
    for (const name of ["Spin Wheel", "Options", "History", "Presets"]) await page.getByRole("tab", { name }).waitFor();
    await setDuration(page, 1);

    const spinButton = page.getByRole("button", { name: "Spin the Wheel" });
    await spinButton.click();
    const spinning = page.getByRole("button", { name: "Spinning..." });
    await spinning.waitFor();
    expect(await spinning.isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Remove Option 1" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Reset" }).isDisabled()).toBe(true);

    await toastShown(page, "Winner Selected!", "The wheel has chosen: ");
    const banner = page.getByTestId("wheel-winner");
    await banner.waitFor();
    const winner = (await banner.innerText()).replace(/^\s*Winner\s*/, "").trim();
    expect(DEFAULT_TEXTS).toContain(winner);
    await toastShown(page, "Winner Selected!", `The wheel has chosen: ${winner}`);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "The wheel has chosen:" }).innerText())
      .toBe(`The wheel has chosen: ${winner}`);
    await spinButton.waitFor();
    expect(await spinButton.isEnabled()).toBe(true);
    await expectPointerOnWinner(page, winner);

    // A second spin starts from where the first stopped and lands on its own winner.
    const second = await spinToWinner(page);
    await expectPointerOnWinner(page, second);

    await openTab(page, "History");
    const entries = page.getByRole("list", { name: "Spin history" }).getByRole("listitem");
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.nth(0).innerText()).toContain(second);
    expect(await entries.nth(1).innerText()).toContain(winner);
    expect(pageErrors(page)).toEqual([]);
  });

  it("lands on the winner with 20 options too, numbering the segments above 15", async () => {
    const page = await openWheel();
    await openTab(page, "Options");
    const twenty = Array.from({ length: 20 }, (_, i) => `Name ${i + 1}`);
    await page.getByLabel("Options to import").fill(twenty.join("\n"));
    await page.getByRole("button", { name: "Import Options" }).click();
    await page.getByText("20 of 20 options").waitFor();
    await setDuration(page, 1);
    expect(await currentOptionTexts(page)).toEqual(twenty);
    await page.getByText("the segments show numbers").waitFor();
    for (let spin = 0; spin < 3; spin++) {
      const winner = await spinToWinner(page);
      await expectPointerOnWinner(page, winner);
    }
    expect(pageErrors(page)).toEqual([]);
  });

  it("gives every option-count message and keeps what was typed", async () => {
    const page = await openWheel();
    await openTab(page, "Options");
    const newOption = page.getByLabel("New option");

    await newOption.fill("   ");
    await newOption.press("Enter");
    await toastShown(page, "Invalid Option", "Please enter some text for the new option");
    expect(await newOption.inputValue()).toBe("   ");

    const bulk = page.getByLabel("Options to import");
    await bulk.fill("Only one\n\n   \n");
    await page.getByRole("button", { name: "Import Options" }).click();
    await toastShown(page, "Invalid Input", "Please enter at least 2 options (one per line)");
    expect(await bulk.inputValue()).toBe("Only one\n\n   \n");

    const twentyOne = Array.from({ length: 21 }, (_, i) => `Item ${i + 1}`).join("\n");
    await bulk.fill(twentyOne);
    await page.getByRole("button", { name: "Import Options" }).click();
    await toastShown(page, "Too Many Options", "You can only import a maximum of 20 options at once");
    expect(await bulk.inputValue()).toBe(twentyOne);
    await page.getByText("6 of 20 options").waitFor();

    // Enter adds, up to 20; the 21st is refused.
    for (let i = 7; i <= 20; i++) {
      await newOption.fill(`Option ${i}`);
      await newOption.press("Enter");
      await page.getByText(`${i} of 20 options`).waitFor();
    }
    expect(await newOption.inputValue()).toBe("");
    await newOption.fill("Option 21");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await toastShown(
      page,
      "Maximum Options Reached",
      "You can only have a maximum of 20 options on the wheel. Remove some options to add new ones.",
    );
    expect(await newOption.inputValue()).toBe("Option 21");

    // Down to two, then removal is refused.
    await openTab(page, "Presets");
    await page.getByRole("button", { name: "Use Yes or No" }).click();
    await expect.poll(() => currentOptionTexts(page)).toEqual(["Yes", "No"]);
    await page.getByRole("button", { name: "Remove Yes" }).click();
    await toastShown(page, "Minimum Options Required", "You need at least 2 options to spin the wheel");
    expect(await currentOptionTexts(page)).toEqual(["Yes", "No"]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("bulk import: the empty box only hints, Import waits for text, and a refusal keeps what was typed", async () => {
    const page = await openWheel();
    await openTab(page, "Options");
    const bulk = page.getByLabel("Options to import");
    const importButton = page.getByRole("button", { name: "Import Options" });
    expect(await bulk.inputValue()).toBe("");
    expect(await bulk.getAttribute("placeholder")).toMatch(/^One option per line/);
    expect(await importButton.isDisabled()).toBe(true);

    await bulk.fill("  \n\n ");
    expect(await importButton.isDisabled()).toBe(true);

    await bulk.fill("Pizza");
    expect(await importButton.isEnabled()).toBe(true);
    await importButton.click();
    await toastShown(page, "Invalid Input", "Please enter at least 2 options (one per line)");
    expect(await bulk.inputValue()).toBe("Pizza");

    await bulk.fill("Pizza\nSushi");
    await importButton.click();
    await page.getByText("2 of 20 options").waitFor();
    expect(await bulk.inputValue()).toBe("");
    expect(await importButton.isDisabled()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("lists headings in order on every tab: the page's h1, then each card's h2", async () => {
    const page = await openWheel();
    const cardsByTab = {
      "Spin Wheel": ["Current Options (6)"],
      Options: ["Add Option", "Bulk Import", "Settings", "Edit Options"],
      History: ["Spin History"],
      Presets: ["Yes or No", "Numbers 1-10", "Colors", "Default Options"],
    } as const;
    for (const [tab, cards] of Object.entries(cardsByTab)) {
      await openTab(page, tab as keyof typeof cardsByTab);
      await page.getByRole("heading", { name: cards[0], level: 2 }).waitFor();
      const outline = await headingOutline(page);
      expect(outline[0], tab).toEqual({ level: 1, name: "Wheel Spinner" });
      expect(skippedHeadings(outline), tab).toEqual([]);
      for (const name of cards) expect(outline, tab).toContainEqual({ level: 2, name });
    }
  });

  it("removes options, and presets replace them and reset the wheel", async () => {
    const page = await openWheel();
    await page.getByRole("button", { name: "Remove Option 3" }).click();
    await expect
      .poll(() => currentOptionTexts(page))
      .toEqual(["Option 1", "Option 2", "Option 4", "Option 5", "Option 6"]);
    await setDuration(page, 1);
    await spinToWinner(page);

    const presets: [string, string[]][] = [
      ["Numbers 1-10", ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]],
      ["Colors", ["Red", "Blue", "Green", "Yellow", "Purple", "Orange"]],
      ["Yes or No", ["Yes", "No"]],
      ["Default Options", DEFAULT_TEXTS],
    ];
    for (const [name, texts] of presets) {
      await openTab(page, "Presets");
      await page.getByRole("button", { name: `Use ${name}` }).click();
      await expect.poll(() => page.getByRole("tab", { name: "Spin Wheel" }).getAttribute("aria-selected")).toBe("true");
      await expect.poll(() => currentOptionTexts(page)).toEqual(texts);
      expect(await page.getByTestId("wheel-winner").count()).toBe(0);
      expect(await page.locator("canvas[role=img]").getAttribute("data-rotation")).toBe("0");
    }
    expect(pageErrors(page)).toEqual([]);
  });

  it("edits an option's text and colour, and the wheel draws them", async () => {
    const page = await openWheel();
    await openTab(page, "Options");
    const first = page.getByLabel("Text of option 1");
    await first.fill("Pizza night");
    await first.fill("");
    await page.getByText("An option needs some text").waitFor();
    expect(await first.inputValue()).toBe("");
    await first.fill("Pizza night");

    await page.getByRole("button", { name: "Colour of option 1: Red" }).click();
    await page.getByRole("menuitemradio", { name: "Slate" }).click();
    await page.getByRole("button", { name: "Colour of option 1: Slate" }).waitFor();

    await openTab(page, "Spin Wheel");
    expect((await currentOptionTexts(page))[0]).toBe("Pizza night");
    expect(await page.locator("canvas[role=img]").getAttribute("aria-label")).toContain("Pizza night");
    // At rotation 0 segment 1 of 6 covers 0–60° clockwise from the top; sample it at 15°, off its label.
    const pixel = await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>("canvas[role=img]")!;
      const scale = canvas.width / 400;
      const angle = ((15 - 90) * Math.PI) / 180;
      const r = 0.55 * (200 - 14) * scale;
      const x = canvas.width / 2 + r * Math.cos(angle);
      const y = canvas.height / 2 + r * Math.sin(angle);
      return Array.from(canvas.getContext("2d")!.getImageData(Math.floor(x), Math.floor(y), 1, 1).data.slice(0, 3));
    });
    expect(close(pixel, [0x64, 0x74, 0x8b]), `${pixel}`).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("clears the history, and Reset clears winner and history", async () => {
    const page = await openWheel({ width: 375 });
    await setDuration(page, 1);
    await spinToWinner(page);
    await openTab(page, "History");
    await page.getByRole("list", { name: "Spin history" }).waitFor();
    await page.getByRole("button", { name: "Clear History" }).click();
    await page.getByText("No spins yet.").waitFor();
    expect(await page.getByRole("button", { name: "Clear History" }).isDisabled()).toBe(true);

    await openTab(page, "Spin Wheel");
    await spinToWinner(page);
    await page.getByRole("button", { name: "Reset" }).click();
    await expect.poll(() => page.getByTestId("wheel-winner").count()).toBe(0);
    expect(await page.locator("canvas[role=img]").getAttribute("data-rotation")).toBe("0");
    expect(await currentOptionTexts(page)).toEqual(DEFAULT_TEXTS);
    await openTab(page, "History");
    await page.getByText("No spins yet.").waitFor();

    // The layout holds on a 375 px phone: the wheel shrinks, nothing scrolls sideways.
    await openTab(page, "Spin Wheel");
    const box = await page.locator("canvas[role=img]").boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    expect(box!.width).toBeCloseTo(box!.height, 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(pageErrors(page)).toEqual([]);
  });

  it("keeps options, settings and history across a reload, and survives garbage in storage", async () => {
    const page = await openWheel();
    await openTab(page, "Options");
    await page.getByLabel("New option").fill("Persisted");
    await page.getByLabel("New option").press("Enter");
    await page.getByLabel("Confetti Animation").click();
    await setDuration(page, 1);
    await page.getByRole("switch", { name: "Sound", exact: true }).click();
    const winner = await spinToWinner(page);

    await page.reload();
    await page.getByRole("button", { name: "Spin the Wheel" }).waitFor();
    expect(await currentOptionTexts(page)).toEqual([...DEFAULT_TEXTS, "Persisted"]);
    expect(await page.getByRole("switch", { name: "Sound", exact: true }).getAttribute("aria-checked")).toBe("false");
    await openTab(page, "Options");
    await page.getByText("Spin Duration: 1s").waitFor();
    expect(await page.getByRole("switch", { name: "Confetti Animation" }).getAttribute("aria-checked")).toBe("false");
    expect(await page.getByRole("switch", { name: "Sound Effects" }).getAttribute("aria-checked")).toBe("false");
    await openTab(page, "History");
    expect(await page.getByRole("list", { name: "Spin history" }).getByRole("listitem").first().innerText()).toContain(
      winner,
    );

    await page.evaluate(() => localStorage.setItem("wheelSpinner", "{not json at all"));
    await page.reload();
    await page.getByRole("button", { name: "Spin the Wheel" }).waitFor();
    expect(await currentOptionTexts(page)).toEqual(DEFAULT_TEXTS);
    expect(pageErrors(page)).toEqual([]);
  });

  it("honours reduced motion: a 10 s spin ends at once, without confetti, same winner rules", async () => {
    const page = await openWheel();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await setDuration(page, 10);
    const started = Date.now();
    await page.getByRole("button", { name: "Spin the Wheel" }).click();
    await toastShown(page, "Winner Selected!", "The wheel has chosen: ");
    expect(Date.now() - started).toBeLessThan(5000);
    const winner = (await page.getByTestId("wheel-winner").innerText()).replace(/^\s*Winner\s*/, "").trim();
    await expectPointerOnWinner(page, winner);
    expect(await page.getByTestId("wheel-confetti").getAttribute("data-active")).toBe("false");
    expect(pageErrors(page)).toEqual([]);
  });

  it("bursts confetti on a win when it is on, and not when it is off", async () => {
    const page = await openWheel();
    await setDuration(page, 1);
    await spinToWinner(page);
    await page.locator('[data-testid="wheel-confetti"][data-active="true"]').waitFor();
    await page.locator('[data-testid="wheel-confetti"][data-active="false"]').waitFor();

    await openTab(page, "Options");
    await page.getByLabel("Confetti Animation").click();
    await openTab(page, "Spin Wheel");
    await spinToWinner(page);
    expect(await page.getByTestId("wheel-confetti").getAttribute("data-active")).toBe("false");
    expect(pageErrors(page)).toEqual([]);
  });

  it("clicks at 800 Hz for 0.1 s when sound is on, and stays silent when it is off", async () => {
    const { page } = await openPage(PATH);
    await page.addInitScript(() => {
      const tones: { hz: number; seconds: number }[] = [];
      (window as unknown as { __tones: typeof tones }).__tones = tones;
      const start = OscillatorNode.prototype.start;
      const stop = OscillatorNode.prototype.stop;
      const startedAt = new WeakMap<OscillatorNode, number>();
      OscillatorNode.prototype.start = function (when?: number) {
        startedAt.set(this, when ?? 0);
        return start.call(this, when);
      };
      OscillatorNode.prototype.stop = function (when?: number) {
        tones.push({ hz: this.frequency.value, seconds: (when ?? 0) - (startedAt.get(this) ?? 0) });
        return stop.call(this, when);
      };
    });
    await page.reload();
    await page.getByRole("button", { name: "Spin the Wheel" }).waitFor();
    await setDuration(page, 1);
    await spinToWinner(page);
    const tones = await page.evaluate(
      () => (window as unknown as { __tones: { hz: number; seconds: number }[] }).__tones,
    );
    expect(tones.length).toBeGreaterThanOrEqual(2); // the click on Spin, then ticks as segments pass
    for (const tone of tones) {
      expect(tone.hz).toBe(800);
      expect(tone.seconds).toBeCloseTo(0.1, 5);
    }

    await page.getByRole("switch", { name: "Sound", exact: true }).click();
    const before = tones.length;
    await spinToWinner(page);
    expect(await page.evaluate(() => (window as unknown as { __tones: unknown[] }).__tones.length)).toBe(before);
    expect(pageErrors(page)).toEqual([]);
  });

  it("leaving the wheel tab mid-spin stops it and records the planned winner at once", async () => {
    const page = await openWheel();
    await setDuration(page, 10);
    await page.getByRole("button", { name: "Spin the Wheel" }).click();
    await page.getByRole("button", { name: "Spinning..." }).waitFor();
    await openTab(page, "History");
    const entries = page.getByRole("list", { name: "Spin history" }).getByRole("listitem");
    await expect.poll(() => entries.count()).toBe(1);
    await toastShown(page, "Winner Selected!", "The wheel has chosen: ");
    const recorded = (await entries.first().innerText())
      .replace(/^#1\s*/, "")
      .replace(/\s*Latest$/, "")
      .trim();

    await openTab(page, "Spin Wheel");
    expect(await page.getByRole("button", { name: "Spin the Wheel" }).isEnabled()).toBe(true);
    expect((await page.getByTestId("wheel-winner").innerText()).replace(/^\s*Winner\s*/, "").trim()).toBe(recorded);
    await expectPointerOnWinner(page, recorded);
    expect(pageErrors(page)).toEqual([]);
  });
});
