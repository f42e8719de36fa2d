import { Link } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`URL Encoder/Decoder`,
  slug: "url-encoder-decoder",
  category: "developer",
  order: 9,
  icon: Link,
  description: msg`Encode and decode URLs and their parts, and edit a URL's parts and query parameters as a table.`,
  keywords: ["url", "uri", "percent", "encode", "decode", "encodeURIComponent", "query string", "parameters"],
  premiumExtras: [msg`Batch encoding of whole files`, msg`Saved URL templates`],
  page: () => import("./Page"),
};

export default meta;
