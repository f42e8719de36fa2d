import { Network } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Subnet Calculator`,
  slug: "subnet-calculator",
  category: "networking-security",
  order: 3,
  icon: Network,
  description: msg`Work out an IPv4 or IPv6 network's address range, broadcast, hosts and mask; split it into subnets or check an address.`,
  keywords: ["subnet", "cidr", "netmask", "ipv4", "ipv6", "broadcast", "wildcard", "network", "ip range", "vlsm"],
  premiumExtras: [msg`Supernetting and route summarization`, msg`Subnet plans of different sizes (VLSM)`],
  page: () => import("./Page"),
};

export default meta;
