import { Globe } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`What's My IP`,
  slug: "whats-my-ip",
  category: "networking-security",
  order: 1,
  icon: Globe,
  description: msg`See your public IP address and what websites can learn about your connection.`,
  keywords: ["ip", "ip address", "my ip", "public ip", "network", "location"],
  premiumExtras: [msg`VPN detection`, msg`Threat intelligence`, msg`Bulk IP lookup`],
  page: () => import("./Page"),
};

export default meta;
