import { KeyRound } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "Password Generator",
  slug: "password-generator",
  category: "text-writing",
  order: 7,
  icon: KeyRound,
  description: "Generate strong random passwords with the length and characters you choose.",
  keywords: ["password", "secure", "random", "strong", "generator", "security"],
  premiumExtras: ["Bulk password generation", "Passphrase generator"],
  page: () => import("./Page"),
};

export default meta;
