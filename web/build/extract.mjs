/**
 * `npm run extract`: Lingui's extract, which writes every new message into each catalogue and drops the ones the
 * code no longer says, then two things it does not do. A message that moved to another catalogue (its component
 * moved, or a catalogue was split) keeps the translations it had, looked up by its English words and context; and
 * the pseudo-locale is made again from English (build/pseudo-locale.mjs).
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import PO from "pofile";
import { fillPseudoLocale } from "./pseudo-locale.mjs";

const catalogueFiles = () =>
  readdirSync("src", { recursive: true, encoding: "utf8" })
    .filter((path) => path.includes("locales") && path.endsWith(".po"))
    .map((path) => `src/${path}`);

const localeOf = (file) => file.slice(file.lastIndexOf("/") + 1, -".po".length);
const keyOf = (item) => `${item.msgctxt ?? ""}\u0004${item.msgid}`;

/** Every translation there is now, by locale and message. */
const memory = new Map();
for (const file of catalogueFiles()) {
  const known = memory.get(localeOf(file)) ?? new Map();
  memory.set(localeOf(file), known);
  for (const item of PO.parse(readFileSync(file, "utf8")).items)
    if (item.msgstr[0]?.trim()) known.set(keyOf(item), item.msgstr);
}

const lingui = spawnSync("npx", ["lingui", "extract", "--clean"], { stdio: "inherit" });
if (lingui.status !== 0) process.exit(lingui.status ?? 1);

for (const file of catalogueFiles()) {
  const known = memory.get(localeOf(file));
  if (!known) continue;
  const catalogue = PO.parse(readFileSync(file, "utf8"));
  let kept = 0;
  for (const item of catalogue.items) {
    const before = known.get(keyOf(item));
    if (!item.msgstr[0]?.trim() && before) {
      item.msgstr = before;
      kept += 1;
    }
  }
  if (kept) writeFileSync(file, catalogue.toString() + "\n");
}

fillPseudoLocale();
