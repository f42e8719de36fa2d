import { ClipboardPaste } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Pastebin Clone`,
  slug: "pastebin-clone",
  category: "developer",
  order: 1,
  icon: ClipboardPaste,
  description: msg`Save text and code snippets and share them with a link.`,
  keywords: ["paste", "pastebin", "share", "snippet", "code", "text"],
  // Not the spec's 'Password protection': the free page already locks a private paste with a password.
  premiumExtras: [msg`Unlimited storage`, msg`Advanced analytics`],
  page: () => import("./Page"),
};

export default meta;
