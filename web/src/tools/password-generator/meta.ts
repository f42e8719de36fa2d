import { KeyRound } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Password Generator`,
  slug: "password-generator",
  category: "text-writing",
  order: 7,
  icon: KeyRound,
  description: msg`Generate strong random passwords with the length and characters you choose.`,
  keywords: ["password", "secure", "random", "strong", "generator", "security"],
  premiumExtras: [msg`Bulk password generation`, msg`Passphrase generator`],
  page: () => import("./Page"),
};

export default meta;
