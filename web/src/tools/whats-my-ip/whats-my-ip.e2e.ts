import { describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { clipboardText, openPage, pageErrors, toastCount, waitForToast } from "../../../e2e/harness";
import { axeViolations } from "../../../e2e/axe";
import { recordRequests, type RequestLog } from "../../../e2e/requests";

const PATH = "/tools/whats-my-ip";
const LOOPBACK_NOTE = "Loopback Address: there is no location for it.";
/** MaxMind's words for its GeoLite2 data: the e2e server's test databases are GeoLite2's. */
const GEOLITE2_CREDIT =
  "This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com";

const address = (page: Page) => page.getByTestId("my-ip");
const card = (page: Page, heading: string) =>
  page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
/** The credit line under the results. */
const attribution = (page: Page) => page.getByTestId("ip-data-attribution");
/** The value beside a label in a card's list. */
const detail = (scope: Locator, label: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`).innerText();

/**
 * Opens the page as a visitor from `forwardedFor` (the e2e server trusts X-Forwarded-For), or from 127.0.0.1,
 * recording every request from the first one the tool page makes.
 */
async function openAs(
  forwardedFor: string | null,
  options: { clipboard?: boolean; prepare?: (context: BrowserContext) => Promise<unknown> } = {},
): Promise<{ page: Page; context: BrowserContext; requests: RequestLog }> {
  const { page, context } = await openPage("/", { clipboard: options.clipboard });
  if (forwardedFor) await context.setExtraHTTPHeaders({ "X-Forwarded-For": forwardedFor });
  await options.prepare?.(context);
  const requests = recordRequests(context);
  await page.goto(PATH);
  return { page, context, requests };
}

describe("What's My IP", () => {
  it("shows a London visitor's address, location and network from our server, and nothing leaves the site", async () => {
    const { page, context, requests } = await openAs("81.2.69.142", { clipboard: true });
    const answer = page.waitForResponse((response) => response.url().includes("/api/ip-info"));
    await waitForToast(page, { title: "IP Information Retrieved", description: "Your IP: 81.2.69.142" });
    expect((await answer).headers()["cache-control"]).toBe("no-store");
    expect(await address(page).innerText()).toBe("81.2.69.142");

    const location = card(page, "Location");
    expect(await detail(location, "City")).toBe("London");
    expect(await detail(location, "Country")).toBe("United Kingdom (GB)");
    expect(await detail(location, "Timezone")).toBe("Europe/London");
    const map = location.getByRole("link", { name: /view on OpenStreetMap/ });
    expect(await map.getAttribute("href")).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=51\.5\d*&mlon=-0\.\d+/);
    expect(await map.getAttribute("target")).toBe("_blank");
    const network = card(page, "Network");
    expect(await detail(network, "IP Address")).toBe("81.2.69.142");
    expect(await detail(network, "Version")).toBe("IPv4");
    // MaxMind's test databases answered: the credit is MaxMind's, and DB-IP is named nowhere.
    expect(await page.getByRole("main").innerText()).not.toContain("DB-IP");
    const credit = attribution(page).getByRole("link", { name: GEOLITE2_CREDIT, exact: true });
    expect(await credit.getAttribute("href")).toBe("https://www.maxmind.com");
    await card(page, "Security & Privacy").getByText("Nothing is sent to any third party.").waitFor();

    // The device card is what this browser says about itself.
    const device = card(page, "Device");
    expect(await device.getByTestId("user-agent").innerText()).toBe(await page.evaluate(() => navigator.userAgent));
    expect(await detail(device, "Screen Resolution")).toBe("1280 × 800");
    expect(await detail(device, "Cookies")).toBe("Enabled");
    expect(await detail(device, "Online Status")).toBe("Online");
    expect(await axeViolations(page)).toBe("");

    const copy = page.getByRole("button", { name: "Copy IP" });
    await copy.click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await clipboardText(page)).toBe("81.2.69.142");
    await copy.waitFor(); // back to 'Copy IP' after its 2 seconds

    // Refresh asks again (a new t): the same browser, now seen from Japan.
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": "2001:218::1" });
    const since = await toastCount(page);
    await page.getByRole("button", { name: "Refresh" }).click();
    await waitForToast(page, { title: "IP Information Retrieved", description: "Your IP: 2001:218::1" }, { since });
    expect(await address(page).innerText()).toBe("2001:218::1");
    expect(await detail(card(page, "Location"), "Country")).toBe("Japan (JP)");
    expect(await detail(card(page, "Network"), "Version")).toBe("IPv6");

    const calls = requests.to("/api/ip-info");
    expect(calls).toHaveLength(2);
    const stamps = calls.map((url) => new URL(url).searchParams.get("t"));
    expect(stamps.every((t) => /^\d{13}$/.test(t ?? ""))).toBe(true);
    expect(stamps[0]).not.toBe(stamps[1]);
    expect(requests.offSite()).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("says which databases have no location for a visitor's address, credits none, and still shows the address", async () => {
    const { page, context, requests } = await openAs("8.8.8.8");
    await waitForToast(page, { title: "IP Information Retrieved", description: "Your IP: 8.8.8.8" });
    expect(await address(page).innerText()).toBe("8.8.8.8");
    const location = card(page, "Location");
    await location
      .getByText("Neither the GeoLite2-City nor the DB-IP City Lite database has a location for 8.8.8.8.")
      .waitFor();
    expect(await location.getByText("Unknown", { exact: true }).count()).toBe(0);
    await card(page, "Network")
      .getByText("Neither the GeoLite2-ASN nor the ip-location-db ASN database has network data for 8.8.8.8.")
      .waitFor();
    expect(await attribution(page).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Copy IP" }).isDisabled()).toBe(false);
    expect(await axeViolations(page)).toBe("");

    // A visitor whose network DB-IP's stand-ins hold: DB-IP is credited, not MaxMind.
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": "91.198.174.192" });
    const since = await toastCount(page);
    await page.getByRole("button", { name: "Refresh" }).click();
    await waitForToast(page, { title: "IP Information Retrieved", description: "Your IP: 91.198.174.192" }, { since });
    expect(await detail(card(page, "Location"), "City")).toBe("Amsterdam");
    expect(await attribution(page).getByRole("link", { name: "IP Geolocation by DB-IP" }).getAttribute("href")).toBe(
      "https://db-ip.com",
    );
    expect(await page.getByRole("main").innerText()).not.toContain("MaxMind");
    expect(requests.offSite()).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("says 'Development Mode' with the server's note for a loopback visitor", async () => {
    const { page, requests } = await openAs(null);
    await waitForToast(page, { title: "Development Mode", description: LOOPBACK_NOTE });
    await waitForToast(page, { title: "IP Information Retrieved", description: "Your IP: 127.0.0.1" });
    expect(await address(page).innerText()).toBe("127.0.0.1");
    await page.getByRole("status").filter({ hasText: "Development Mode" }).getByText(LOOPBACK_NOTE).waitFor();
    expect(await detail(card(page, "Location"), "City")).toBe("Unknown");
    expect(await detail(card(page, "Location"), "Coordinates")).toBe("Unknown");
    expect(await detail(card(page, "Network"), "ASN")).toBe("Unknown");
    expect(await axeViolations(page)).toBe("");
    expect(requests.offSite()).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows the placeholder and 'Limited Detection' when the server cannot be reached, and tries nowhere else", async () => {
    const { page, requests } = await openAs("81.2.69.142", {
      prepare: (context) => context.route("**/api/ip-info*", (route) => route.abort("connectionrefused")),
    });
    await waitForToast(page, {
      title: "Limited Detection",
      description: "Unable to fetch complete IP information. Some features may be limited in this environment.",
    });
    expect(await address(page).innerText()).toBe("Unable to detect");
    await page.getByRole("alert").filter({ hasText: "Limited Detection" }).waitFor();
    expect(await page.getByRole("button", { name: "Copy IP" }).isDisabled()).toBe(true);
    expect(await detail(card(page, "Location"), "Country")).toBe("Unknown");
    // The spec's placeholder takes the browser's time zone.
    expect(await detail(card(page, "Location"), "Timezone")).toBe(
      await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    );
    expect(requests.to("/api/ip-info")).toHaveLength(1);
    expect(requests.offSite()).toEqual([]);
    expect(await axeViolations(page)).toBe("");
  });

  it("holds its layout at 375 px", async () => {
    const { page } = await openPage(PATH, { width: 375, height: 800 });
    await waitForToast(page, { title: "IP Information Retrieved" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
