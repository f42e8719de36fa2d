import { Clock } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Unix Timestamp Converter`,
  slug: "unix-timestamp-converter",
  category: "developer",
  order: 14,
  icon: Clock,
  description: msg`Convert Unix timestamps in seconds, milliseconds, microseconds or nanoseconds to dates in any time zone, and back.`,
  keywords: ["unix", "timestamp", "epoch", "time", "date", "iso 8601", "rfc 2822", "time zone", "milliseconds"],
  premiumExtras: [msg`Batch conversion of whole columns`, msg`Saved time zones`],
  page: () => import("./Page"),
};

export default meta;
