import { Binary } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "Base64 Tools",
  slug: "base64-tools",
  category: "developer",
  order: 4,
  icon: Binary,
  description: "Encode text and files to Base64 and decode Base64 back to text or files.",
  keywords: ["base64", "b64", "encode", "decode", "btoa", "atob", "file", "data url"],
  premiumExtras: ["Files up to 500MB", "Batch file conversion"],
  catalogue: [
    { name: "Base64 Encoder", slug: "base64-encoder", description: "Encode text or files to Base64 format" },
    { name: "Base64 Decoder", slug: "base64-decoder", description: "Decode Base64 strings back to text or files" },
  ],
  page: () => import("./Page"),
};

export default meta;
