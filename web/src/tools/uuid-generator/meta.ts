import { Fingerprint } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`UUID Generator`,
  slug: "uuid-generator",
  category: "developer",
  order: 15,
  icon: Fingerprint,
  description: msg`Generate UUIDs (v4, v7) and ULIDs by the thousand, and check a pasted one: its version, variant and time.`,
  keywords: ["uuid", "guid", "ulid", "v4", "v7", "unique id", "identifier", "random", "rfc 9562", "validate"],
  premiumExtras: [msg`Name-based UUIDs (v3, v5) from your own namespaces`, msg`Saved batches`],
  page: () => import("./Page"),
};

export default meta;
