import { Globe } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "What's My IP",
  slug: "whats-my-ip",
  category: "networking-security",
  order: 1,
  icon: Globe,
  description: "See your public IP address and what websites can learn about your connection.",
  keywords: ["ip", "ip address", "my ip", "public ip", "network", "location"],
  premiumExtras: ["VPN detection", "Threat intelligence", "Bulk IP lookup"],
  page: () => import("./Page"),
};

export default meta;
