// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { IpInfo } from "@/lib/api/types";
import { placeholderIpInfo } from "@/lib/ip-info";
import { IP_DATA_ATTRIBUTION, IpInfoCards } from "./IpInfoCards";

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

const value = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("IpInfoCards", () => {
  afterEach(cleanup);

  it("shows the location and the network, with the coordinates as a plain map link", () => {
    render(<IpInfoCards info={LONDON} />);
    const location = screen.getByRole("heading", { name: "Location" }).closest<HTMLElement>("[data-slot=card]")!;
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

    const network = screen.getByRole("heading", { name: "Network" }).closest<HTMLElement>("[data-slot=card]")!;
    expect(value(network, "IP Address")).toBe("81.2.69.142");
    expect(value(network, "Version")).toBe("IPv4");
    expect(value(network, "ASN")).toBe("AS1221");
    expect(value(network, "ASN Organization")).toBe("Telstra Pty Ltd");
    expect(screen.getByRole("link", { name: IP_DATA_ATTRIBUTION })).toHaveAttribute("href", "https://db-ip.com");
  });

  it("offers no map for an unknown location (the spec's 0, 0)", () => {
    render(<IpInfoCards info={placeholderIpInfo("UTC")} />);
    const location = screen.getByRole("heading", { name: "Location" }).closest<HTMLElement>("[data-slot=card]")!;
    expect(value(location, "Coordinates")).toBe("Unknown");
    expect(value(location, "Country")).toBe("Unknown");
    expect(within(location).queryByRole("link")).toBeNull();
  });
});
