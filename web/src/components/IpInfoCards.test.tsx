// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DataSource, IpInfo } from "@/lib/api/types";
import { placeholderAnswer, placeholderIpInfo, type IpAnswer } from "@/lib/ip-info";
import { IpInfoCards } from "./IpInfoCards";

const LONDON: IpInfo = {
  ...placeholderIpInfo("Europe/London"),
  ip: "81.2.69.142",
  city: "London",
  region: "England",
  country: "United Kingdom",
  countryCode: "GB",
  latitude: 51.5142,
  longitude: -0.0931,
  asn: "AS1221",
  asnOrg: "Telstra Pty Ltd",
};

const GEOLITE2 = "This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com";
const source = (database: string, credit: string, url: string | null): DataSource => ({ database, credit, url });
const GEOLITE2_CITY = source("GeoLite2-City", GEOLITE2, "https://www.maxmind.com");
const GEOLITE2_ASN = source("GeoLite2-ASN", GEOLITE2, "https://www.maxmind.com");
const DB_IP_CITY = source("DB-IP City Lite", "IP Geolocation by DB-IP", "https://db-ip.com");
const ACME_ASN = source("Acme ASN", "Network data: Acme ASN", null);

const found = (data: IpInfo, location: DataSource, network: DataSource): IpAnswer => ({
  data,
  location: { status: "found", source: location },
  network: { status: "found", source: network },
});

const card = (heading: string) =>
  screen.getByRole("heading", { name: heading }).closest<HTMLElement>("[data-slot=card]")!;
const value = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("IpInfoCards", () => {
  afterEach(cleanup);

  it("shows the location and the network, with the coordinates as a plain map link", () => {
    render(<IpInfoCards answer={found(LONDON, GEOLITE2_CITY, GEOLITE2_ASN)} />);
    const location = card("Location");
    expect(value(location, "City")).toBe("London");
    expect(value(location, "Country")).toBe("United Kingdom (GB)");
    expect(value(location, "Timezone")).toBe("Europe/London");
    const map = within(location).getByRole("link", { name: /51\.5142, -0\.0931/ });
    expect(map).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=51.5142&mlon=-0.0931#map=10/51.5142/-0.0931",
    );
    expect(map).toHaveAttribute("target", "_blank");
    expect(map).toHaveAttribute("rel", "noopener noreferrer");

    const network = card("Network");
    expect(value(network, "IP Address")).toBe("81.2.69.142");
    expect(value(network, "Version")).toBe("IPv4");
    expect(value(network, "ASN")).toBe("AS1221");
    expect(value(network, "ASN Organization")).toBe("Telstra Pty Ltd");
  });

  it("credits the databases that answered, once each, as plain links where their maker has a site", () => {
    render(<IpInfoCards answer={found(LONDON, GEOLITE2_CITY, GEOLITE2_ASN)} />);
    const credit = screen.getByTestId("ip-data-attribution");
    expect(
      within(credit)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([[GEOLITE2, "https://www.maxmind.com"]]);
    expect(credit.textContent).not.toContain("DB-IP");
    cleanup();

    render(<IpInfoCards answer={found(LONDON, DB_IP_CITY, ACME_ASN)} />);
    const mixed = screen.getByTestId("ip-data-attribution");
    expect(mixed.textContent).toBe("IP Geolocation by DB-IP · Network data: Acme ASN");
    expect(within(mixed).getByRole("link")).toHaveAttribute("href", "https://db-ip.com");
    expect(within(mixed).getByRole("link")).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("says which databases have no entry for the address instead of showing Unknowns, and credits none", () => {
    const nowhere: IpAnswer = {
      data: { ...placeholderIpInfo("Unknown"), ip: "8.8.8.8" },
      location: { status: "missing", databases: [GEOLITE2_CITY, DB_IP_CITY] },
      network: { status: "missing", databases: [GEOLITE2_ASN] },
    };
    render(<IpInfoCards answer={nowhere} />);
    const location = card("Location");
    expect(location).toHaveTextContent(
      "Neither the GeoLite2-City nor the DB-IP City Lite database has a location for 8.8.8.8.",
    );
    expect(within(location).queryByText("City", { selector: "dt" })).toBeNull();
    const network = card("Network");
    expect(value(network, "IP Address")).toBe("8.8.8.8");
    expect(network).toHaveTextContent("The GeoLite2-ASN database has no network data for 8.8.8.8.");
    expect(within(network).queryByText("ASN", { selector: "dt" })).toBeNull();
    expect(screen.queryByTestId("ip-data-attribution")).toBeNull();
  });

  it("names three databases, and says when none of a kind is loaded", () => {
    render(
      <IpInfoCards
        answer={{
          data: { ...placeholderIpInfo("Unknown"), ip: "2001:db9::1" },
          location: { status: "missing", databases: [GEOLITE2_CITY, DB_IP_CITY, ACME_ASN] },
          network: { status: "missing", databases: [] },
        }}
      />,
    );
    expect(card("Location")).toHaveTextContent(
      "None of the GeoLite2-City, DB-IP City Lite and Acme ASN databases has a location for 2001:db9::1.",
    );
    expect(card("Network")).toHaveTextContent("No network database is loaded on this server.");
  });

  it("offers no map for an unknown location (the spec's 0, 0), and no credit for the placeholder", () => {
    render(<IpInfoCards answer={placeholderAnswer("UTC")} />);
    const location = card("Location");
    expect(value(location, "Coordinates")).toBe("Unknown");
    expect(value(location, "Country")).toBe("Unknown");
    expect(within(location).queryByRole("link")).toBeNull();
    expect(screen.queryByTestId("ip-data-attribution")).toBeNull();
  });
});
