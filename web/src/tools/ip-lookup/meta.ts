import { MapPin } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`IP Lookup`,
  slug: "ip-lookup",
  category: "networking-security",
  order: 2,
  icon: MapPin,
  description: msg`Look up the location and network of any IPv4 or IPv6 address.`,
  keywords: ["ip", "lookup", "geolocation", "whois", "ipv4", "ipv6", "network"],
  premiumExtras: [msg`VPN detection`, msg`Threat intelligence`, msg`Bulk IP lookup`],
  page: () => import("./Page"),
};

export default meta;
