/**
 * What a translated catalogue must be, checked by the unit test (src/lib/i18n/catalogues.test.ts) and by
 * translators before they hand a file back: `node build/catalogue-check.mjs fr` lists what is wrong in French.
 * Every message of the English catalogue is there, translated, with the same arguments (`{name}`, `{count,
 * plural…}`) and tags (`<0>…</0>`), in valid ICU syntax; the pseudo-locale is exactly English pseudo-localized.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import PO from "pofile";
import { parse } from "@messageformat/parser";
import { pseudoLocalize } from "./pseudo-locale.mjs";

const SRC = fileURLToPath(new URL("../src/", import.meta.url));
export const SOURCE_LOCALE = "en";
export const PSEUDO_LOCALE = "en-XA";

/** Every catalogue folder (src/locales, its pages and toolkit, each tool's locales), by its English file. */
export function catalogueFolders() {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((path) => path.includes("locales") && path.endsWith(`/${SOURCE_LOCALE}.po`))
    .map((path) => `src/${path.slice(0, -`/${SOURCE_LOCALE}.po`.length)}`)
    .sort();
}

const read = (folder, locale) =>
  PO.parse(readFileSync(fileURLToPath(new URL(`../${folder}/${locale}.po`, import.meta.url)), "utf8")).items;

/** What a message keeps in every language: its arguments and its tags. */
export function shape(message) {
  const found = new Set();
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === "content") for (const tag of token.value.match(/<\/?\d+\/?>/g) ?? []) found.add(tag);
      else if (token.type === "argument" || token.type === "function") found.add(`{${token.arg}}`);
      else if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        found.add(`{${token.arg}, ${token.type}}`);
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort().join(" ");
}

/** What is wrong with `locale`'s file in `folder`: one line each, empty when it is complete and sound. */
export function problemsOf(folder, locale) {
  const file = `${folder}/${locale}.po`;
  if (!existsSync(fileURLToPath(new URL(`../${file}`, import.meta.url)))) return [`${file}: missing`];
  const english = read(folder, SOURCE_LOCALE).map((item) => item.msgid);
  const items = read(folder, locale);
  const problems = [];
  const ids = new Set(items.map((item) => item.msgid));
  for (const id of english) if (!ids.has(id)) problems.push(`${file}: no entry for "${id}" (run npm run extract)`);
  for (const item of items) {
    const message = item.msgstr[0] ?? "";
    const where = `${file}: "${item.msgid}"`;
    if (!english.includes(item.msgid)) problems.push(`${where}: not in English any more (run npm run extract)`);
    else if (message.trim() === "") problems.push(`${where}: untranslated`);
    else if (locale === PSEUDO_LOCALE && message !== pseudoLocalize(item.msgid))
      problems.push(`${where}: stale (run npm run extract)`);
    else {
      try {
        const wanted = shape(item.msgid);
        const got = shape(message);
        if (got !== wanted) problems.push(`${where} → "${message}": keeps "${got}", should keep "${wanted}"`);
      } catch (error) {
        problems.push(`${where} → "${message}": not valid ICU (${error.message})`);
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const locale = process.argv[2];
  if (!locale) throw new Error("usage: node build/catalogue-check.mjs <locale>");
  const problems = catalogueFolders().flatMap((folder) => problemsOf(folder, locale));
  for (const problem of problems) console.log(problem);
  console.log(problems.length ? `${problems.length} problems in ${locale}` : `${locale}: complete`);
  process.exitCode = problems.length ? 1 : 0;
}
