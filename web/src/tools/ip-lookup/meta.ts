import { MapPin } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "IP Lookup",
  slug: "ip-lookup",
  category: "networking-security",
  order: 2,
  icon: MapPin,
  description: "Look up the location and network of any IPv4 or IPv6 address.",
  keywords: ["ip", "lookup", "geolocation", "whois", "ipv4", "ipv6", "network"],
  premiumExtras: ["VPN detection", "Threat intelligence", "Bulk IP lookup"],
  page: () => import("./Page"),
};

export default meta;
