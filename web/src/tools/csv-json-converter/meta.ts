import { FileSpreadsheet } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`CSV JSON Converter`,
  slug: "csv-json-converter",
  category: "developer",
  order: 19,
  icon: FileSpreadsheet,
  description: msg`Convert CSV to JSON and JSON to CSV, with the delimiter detected, quoted fields read as RFC 4180 says and a table preview.`,
  keywords: [
    "csv",
    "json",
    "tsv",
    "convert",
    "converter",
    "csv to json",
    "json to csv",
    "spreadsheet",
    "excel",
    "delimiter",
    "table",
  ],
  premiumExtras: [msg`Several files converted at once`, msg`Column selection and reordering`],
  page: () => import("./Page"),
};

export default meta;
