import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openPage, pageErrors } from "../../../e2e/harness";

const PATH = "/tools/subnet-calculator";
/** The first answer also loads the wasm engine in the worker. */
const FIRST_ANSWER = { timeout: 15_000 };

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The value shown for `term` in the network's list. */
const value = (page: Page, term: string) =>
  page
    .locator("dt", { hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]")
    .textContent();

describe("Subnet Calculator", () => {
  it("takes 192.168.1.0/24 apart: 254 hosts from .1 to .254, broadcast .255", async () => {
    const { page } = await openPage(PATH);
    await field(page, "Network in CIDR notation").fill("192.168.1.0/24");
    await expect.poll(() => value(page, "Usable hosts"), FIRST_ANSWER).toBe("254");
    expect(await value(page, "First host")).toBe("192.168.1.1");
    expect(await value(page, "Last host")).toBe("192.168.1.254");
    expect(await value(page, "Broadcast address")).toBe("192.168.1.255");
    expect(await value(page, "Subnet mask")).toBe("255.255.255.0");
    expect(await value(page, "Wildcard mask")).toBe("0.0.0.255");
    expect(await value(page, "Address in binary")).toBe("11000000.10101000.00000001.00000000");

    // A host address: its network's answers, and a note that it was not the network address.
    await field(page, "Network in CIDR notation").fill("192.168.1.77/24");
    await page
      .getByText("192.168.1.77 is not the network address: the results are for its network, 192.168.1.0/24.")
      .waitFor();
    expect(await value(page, "Network")).toBe("192.168.1.0/24");
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows IPv6 without a broadcast and counts up to 2^128 exactly", async () => {
    const { page } = await openPage(PATH);
    await field(page, "Network in CIDR notation").fill("::/0");
    await expect
      .poll(() => value(page, "Usable hosts"), FIRST_ANSWER)
      .toBe("340,282,366,920,938,463,463,374,607,431,768,211,456");
    expect(await value(page, "Broadcast address")).toBe("None");
    await page.getByText("IPv6 has no broadcast: every address in the network can be a host.").waitFor();
  });

  it("splits into subnets, lists the first 1,024 of a huge split, and checks an address", async () => {
    const { page } = await openPage(PATH);
    await field(page, "Network in CIDR notation").fill("192.168.1.0/24");
    await field(page, "Subnet prefix length").fill("/26");
    await page.getByText("Subnets of /26: 4. Usable hosts in each: 62.").waitFor(FIRST_ANSWER);
    expect(await page.getByRole("row").nth(4).textContent()).toBe(
      "192.168.1.192/26192.168.1.193 – 192.168.1.254192.168.1.255",
    );

    await field(page, "Subnet prefix length").fill("32");
    await field(page, "Network in CIDR notation").fill("10.0.0.0/8");
    await page.getByText("Listed: the first 1,024 of 16,777,216.").waitFor();
    expect(await page.getByRole("row").count()).toBe(1 + 1024);

    await field(page, "Address to check").fill("10.20.30.40");
    await page.getByText("10.20.30.40 is inside 10.0.0.0/8.").waitFor();
    await field(page, "Address to check").fill("11.0.0.1");
    await page.getByText("11.0.0.1 is not inside 10.0.0.0/8.").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("refuses a prefix out of range and keeps what was typed", async () => {
    const { page } = await openPage(PATH);
    await field(page, "Network in CIDR notation").fill("192.168.1.0/33");
    const alert = page.getByRole("alert").filter({ hasText: "prefix length" });
    await expect
      .poll(() => alert.textContent(), FIRST_ANSWER)
      .toBe("The prefix length must be a whole number from 0 to 32, not “33”.");
    expect(await field(page, "Network in CIDR notation").inputValue()).toBe("192.168.1.0/33");
    await field(page, "Network in CIDR notation").fill("192.168.1.0/24");
    await field(page, "Subnet prefix length").fill("/20");
    await page.getByText("Subnets of “/20” cannot be cut from a /24: choose a prefix length from 24 to 32.").waitFor();
  });
});
