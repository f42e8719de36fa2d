import { describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { openPage, pageErrors, toastCount, waitForToast } from "../../../e2e/harness";
import { axeViolations } from "../../../e2e/axe";
import { recordRequests, type RequestLog } from "../../../e2e/requests";

const PATH = "/tools/ip-lookup";
/** MaxMind's words for its GeoLite2 data (the e2e server's test databases), and DB-IP's (its stand-ins). */
const GEOLITE2_CREDIT =
  "This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com";
const DB_IP_CREDIT = "IP Geolocation by DB-IP";
const ROUTEVIEWS_CREDIT = "Network data by RouteViews, NRO and DB-IP";

const addressInput = (page: Page) => page.getByLabel("IP Address", { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const card = (page: Page, heading: string) =>
  page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
const detail = (scope: Locator, label: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`).innerText();
/** The inline alert (toasts live outside main). */
const alert = (page: Page) => page.getByRole("main").getByRole("alert");
/** The credit line under the results. */
const attribution = (page: Page) => page.getByTestId("ip-data-attribution");
/** The credit line's links, as text and address. */
const credits = (page: Page) =>
  attribution(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute("href")]));

/** The tool page, recording every request it makes. */
async function open(): Promise<{ page: Page; context: BrowserContext; requests: RequestLog }> {
  const { page, context } = await openPage("/");
  const requests = recordRequests(context);
  await page.goto(PATH);
  await addressInput(page).waitFor();
  return { page, context, requests };
}

/** Types an address and presses Enter (the spec: Enter submits); waits for the success toast. */
async function lookUp(page: Page, ip: string, shown = ip) {
  const since = await toastCount(page);
  await addressInput(page).fill(ip);
  await addressInput(page).press("Enter");
  await waitForToast(page, { title: "IP Lookup Successful", description: `Found information for ${shown}` }, { since });
}

describe("IP Lookup", () => {
  it("looks up IPv4 and compressed IPv6 addresses on our server: city, country and ASN", async () => {
    const { page, requests } = await open();
    await lookUp(page, "81.2.69.142");
    expect(await detail(card(page, "Location"), "City")).toBe("London");
    expect(await detail(card(page, "Location"), "Country")).toBe("United Kingdom (GB)");
    expect(await detail(card(page, "Location"), "Timezone")).toBe("Europe/London");
    expect(await axeViolations(page)).toBe("");

    // Its network is in the ASN database, its place in no city database: the Location card says which.
    await lookUp(page, "1.128.0.1");
    expect(await detail(card(page, "Network"), "ASN")).toBe("AS1221");
    expect(await detail(card(page, "Network"), "ASN Organization")).toBe("Telstra Pty Ltd");
    await card(page, "Location")
      .getByText("Neither the GeoLite2-City nor the DB-IP City Lite database has a location for 1.128.0.1.")
      .waitFor();

    // One address that both test databases know: its city, its country and its network together.
    await lookUp(page, "89.160.20.112");
    expect(await detail(card(page, "Location"), "City")).toBe("Linköping");
    expect(await detail(card(page, "Location"), "Country")).toBe("Sweden (SE)");
    expect(await detail(card(page, "Network"), "ASN")).toBe("AS29518");
    expect(await detail(card(page, "Network"), "ASN Organization")).toBe("Bredband2 AB");

    // Compressed IPv6 (which the spec's own check would refuse) works, and so does the search button.
    await addressInput(page).fill("2001:218::1");
    const since = await toastCount(page);
    await button(page, "Lookup").click();
    await waitForToast(
      page,
      { title: "IP Lookup Successful", description: "Found information for 2001:218::1" },
      { since },
    );
    expect(await detail(card(page, "Location"), "Country")).toBe("Japan (JP)");
    expect(await detail(card(page, "Network"), "Version")).toBe("IPv6");
    expect(await credits(page)).toEqual([[GEOLITE2_CREDIT, "https://www.maxmind.com"]]);

    expect(requests.to("/api/ip-lookup/").map((url) => decodeURIComponent(url.split("/api/ip-lookup/")[1]!))).toEqual([
      "81.2.69.142",
      "1.128.0.1",
      "89.160.20.112",
      "2001:218::1",
    ]);
    expect(requests.offSite()).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("says plainly when no database has an address, names them, and keeps the input", async () => {
    const { page, requests } = await open();
    await addressInput(page).fill("8.8.8.8");
    const since = await toastCount(page);
    await addressInput(page).press("Enter");
    const toast = await waitForToast(
      page,
      {
        title: "No Location Found",
        description: "Neither the GeoLite2-City nor the DB-IP City Lite database has a location for 8.8.8.8.",
      },
      { since },
    );
    expect(toast.type).toBe("warning");
    await card(page, "Location")
      .getByText("Neither the GeoLite2-City nor the DB-IP City Lite database has a location for 8.8.8.8.")
      .waitFor();
    expect(await card(page, "Location").locator("dt").count()).toBe(0);
    const network = card(page, "Network");
    await network
      .getByText("Neither the GeoLite2-ASN nor the ip-location-db ASN database has network data for 8.8.8.8.")
      .waitFor();
    expect(await detail(network, "IP Address")).toBe("8.8.8.8");
    expect(await network.getByText("Unknown", { exact: true }).count()).toBe(0);
    // Nothing of any database is shown, so none is credited; and no success was claimed.
    expect(await attribution(page).count()).toBe(0);
    const toasts = await page.evaluate((from) => (window.__penknifeToasts ?? []).slice(from), since);
    expect(toasts.map((shown) => shown.title)).not.toContain("IP Lookup Successful");
    expect(await addressInput(page).inputValue()).toBe("8.8.8.8");
    expect(await alert(page).count()).toBe(0);
    expect(await axeViolations(page)).toBe("");

    // The history keeps what was said: Load says it again, without a request.
    await page.getByRole("tab", { name: "History (1)" }).click();
    const history = page.getByRole("list", { name: "Lookup history" });
    expect(await history.getByRole("listitem").innerText()).toContain("No location found");
    await button(page, "Load 8.8.8.8").click();
    await card(page, "Location")
      .getByText("Neither the GeoLite2-City nor the DB-IP City Lite database has a location for 8.8.8.8.")
      .waitFor();
    expect(requests.to("/api/ip-lookup/")).toHaveLength(1);
    expect(requests.offSite()).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("credits the database that answered: MaxMind for GeoLite2's, DB-IP for DB-IP's, as plain links", async () => {
    const { page, requests } = await open();
    await lookUp(page, "81.2.69.142");
    // GeoLite2's answer: the page names MaxMind, and DB-IP nowhere.
    expect(await page.getByRole("main").innerText()).not.toContain("DB-IP");
    expect(await credits(page)).toEqual([[GEOLITE2_CREDIT, "https://www.maxmind.com"]]);
    expect(await attribution(page).getByRole("link").getAttribute("target")).toBe("_blank");

    // The stand-ins for DB-IP's City Lite and ip-location-db's ASN data hold this network, MaxMind's do not.
    await lookUp(page, "91.198.174.192");
    expect(await detail(card(page, "Location"), "City")).toBe("Amsterdam");
    expect(await detail(card(page, "Location"), "Country")).toBe("Netherlands (NL)");
    expect(await detail(card(page, "Network"), "ASN")).toBe("AS14907");
    expect(await credits(page)).toEqual([
      [DB_IP_CREDIT, "https://db-ip.com"],
      [ROUTEVIEWS_CREDIT, "https://db-ip.com"],
    ]);
    expect(await page.getByRole("main").innerText()).not.toContain("MaxMind");
    expect(await axeViolations(page)).toBe("");
    // The credits are links the user may follow; the page itself asks no other host for anything.
    expect(requests.offSite()).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows a private address's reason in the alert and a 'Lookup Failed' toast; editing clears it", async () => {
    const { page, requests } = await open();
    await addressInput(page).fill("10.0.0.1");
    const since = await toastCount(page);
    await addressInput(page).press("Enter");
    await waitForToast(page, { title: "Lookup Failed", description: "Private IP Address" }, { since });
    expect(await alert(page).innerText()).toBe("Private IP Address");
    expect(await addressInput(page).getAttribute("aria-invalid")).toBe("true");
    expect(await card(page, "Location").count()).toBe(0);
    expect(await axeViolations(page)).toBe("");

    await addressInput(page).press("Backspace");
    await alert(page).waitFor({ state: "detached" });
    expect(requests.to("/api/ip-lookup/")).toHaveLength(1);
    expect(requests.offSite()).toEqual([]);
  });

  it("checks the input before asking: the spec's messages, no request", async () => {
    const { page, requests } = await open();
    await button(page, "Lookup").click();
    await alert(page).getByText("Please enter an IP address", { exact: true }).waitFor();
    for (const text of ["not an ip", "256.1.1.1", "1:2:3", "fe80::1%eth0"]) {
      await addressInput(page).fill(text);
      await addressInput(page).press("Enter");
      await alert(page).getByText("Please enter a valid IP address", { exact: true }).waitFor();
    }
    expect(requests.to("/api/ip-lookup/")).toEqual([]);
  });

  it("Try Google DNS fills the address without looking it up; Clear empties the form and the result", async () => {
    const { page, requests } = await open();
    await button(page, "Try Google DNS").click();
    expect(await addressInput(page).inputValue()).toBe("8.8.8.8");
    expect(requests.to("/api/ip-lookup/")).toEqual([]);
    await lookUp(page, "81.2.69.142");
    await button(page, "Clear").click();
    expect(await addressInput(page).inputValue()).toBe("");
    expect(await card(page, "Location").count()).toBe(0);
  });

  it("keeps the history across a reload; Load shows the stored result without a request; Clear History", async () => {
    const { page, requests } = await open();
    await lookUp(page, "81.2.69.142");
    await lookUp(page, "1.128.0.1");
    await page.reload();
    await page.getByRole("tab", { name: "History (2)" }).click();
    const history = page.getByRole("list", { name: "Lookup history" });
    expect(await history.getByRole("listitem").allInnerTexts()).toEqual([
      expect.stringContaining("1.128.0.1"),
      expect.stringContaining("81.2.69.142"),
    ]);
    expect(await history.getByRole("listitem").nth(1).innerText()).toContain("London, United Kingdom");
    expect(await axeViolations(page)).toBe("");

    const lookups = requests.to("/api/ip-lookup/").length;
    await button(page, "Load 81.2.69.142").click();
    expect(await page.getByRole("tab", { name: "IP Lookup" }).getAttribute("aria-selected")).toBe("true");
    expect(await addressInput(page).inputValue()).toBe("81.2.69.142");
    expect(await detail(card(page, "Location"), "City")).toBe("London");
    expect(requests.to("/api/ip-lookup/")).toHaveLength(lookups);

    await page.getByRole("tab", { name: "History (2)" }).click();
    const since = await toastCount(page);
    await button(page, "Clear History").click();
    await waitForToast(
      page,
      { title: "History Cleared", description: "IP lookup history has been cleared" },
      { since },
    );
    await page.reload();
    await page.getByRole("tab", { name: "History (0)" }).click();
    await page.getByText("No lookups yet.", { exact: false }).waitFor();
    expect(requests.offSite()).toEqual([]);
  });

  it("lists the six sample resolvers and looks one up (one the test databases do not hold)", async () => {
    const { page, requests } = await open();
    await page.getByRole("tab", { name: "Sample IPs" }).click();
    for (const [name, ip] of [
      ["Google DNS", "8.8.8.8"],
      ["Cloudflare DNS", "1.1.1.1"],
      ["OpenDNS", "208.67.222.222"],
      ["Yandex DNS", "77.88.8.8"],
      ["Quad9 DNS", "9.9.9.9"],
      ["Alternate DNS", "76.76.19.19"],
    ]) {
      await button(page, `Lookup ${name} (${ip})`).waitFor();
    }
    expect(await axeViolations(page)).toBe("");
    const since = await toastCount(page);
    await button(page, "Lookup Cloudflare DNS (1.1.1.1)").click();
    await waitForToast(
      page,
      { title: "No Location Found", description: /has a location for 1\.1\.1\.1\.$/ },
      { since },
    );
    expect(await addressInput(page).inputValue()).toBe("1.1.1.1");
    expect(await detail(card(page, "Network"), "IP Address")).toBe("1.1.1.1");
    expect(requests.offSite()).toEqual([]);
  });

  it("holds its layout at 375 px", async () => {
    const { page } = await openPage(PATH, { width: 375, height: 800 });
    await lookUp(page, "2001:218::1");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
