import { Binary } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Number Base Converter`,
  slug: "number-base-converter",
  category: "developer",
  order: 16,
  icon: Binary,
  description: msg`Convert integers of any size between binary, octal, decimal, hexadecimal and any base from 2 to 36.`,
  keywords: ["binary", "octal", "decimal", "hexadecimal", "hex", "radix", "base", "convert", "number", "bigint"],
  premiumExtras: [msg`Fractions and floating-point numbers (IEEE 754)`, msg`Two's complement at a chosen bit width`],
  page: () => import("./Page"),
};

export default meta;
