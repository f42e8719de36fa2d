import { Binary } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Base64 Tools`,
  slug: "base64-tools",
  category: "developer",
  order: 4,
  icon: Binary,
  description: msg`Encode text and files to Base64 and decode Base64 back to text or files.`,
  keywords: ["base64", "b64", "encode", "decode", "btoa", "atob", "file", "data url"],
  premiumExtras: [msg`Files up to 500MB`, msg`Batch file conversion`],
  catalogue: [
    { name: msg`Base64 Encoder`, slug: "base64-encoder", description: msg`Encode text or files to Base64 format` },
    {
      name: msg`Base64 Decoder`,
      slug: "base64-decoder",
      description: msg`Decode Base64 strings back to text or files`,
    },
  ],
  page: () => import("./Page"),
};

export default meta;
