import { ClipboardPaste } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "Pastebin Clone",
  slug: "pastebin-clone",
  category: "developer",
  order: 1,
  icon: ClipboardPaste,
  description: "Save text and code snippets and share them with a link.",
  keywords: ["paste", "pastebin", "share", "snippet", "code", "text"],
  premiumExtras: ["Password protection", "Unlimited storage", "Advanced analytics"],
  page: () => import("./Page"),
};

export default meta;
