/**
 * The pseudo-locale `en-XA` (lib/i18n/locales.ts): every English message accented and 35 % longer, with its
 * placeholders, tags and plural syntax kept, so a browser test can tell translated text from text that never went
 * through a catalogue, and see which layouts do not stretch. `npm run extract` (build/extract.mjs) fills it after
 * Lingui's extract; the catalogue test checks the files are current.
 */
import pseudolocale from "pseudolocale";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import PO from "pofile";

const DELIMITER = "%&&&%";
/**
 * What must survive as written: `{name}` arguments, `<0>`…`</0>` tags, `{count, plural, one {` openings and
 * `} other {` joints. Arguments go first: once marked, `{a} to {b}` no longer looks like a joint.
 */
const KEEP = [
  /({\s*[a-zA-Z_$][a-zA-Z_$0-9]*\s*})/g,
  /<\/?\w+((\s+\w+(\s*=\s*(?:".*?"|'.*?'|[^'">\s]+))?)+\s*|\s*)\/?>/g,
  /({\w*,\s*(plural|selectordinal|select),\s*[=\w]+\s*{)|(}\s*[=\w]+\s*{)/gi,
];

/**
 * The message's words accented, with a third of their length again as `~` on each side (35 % longer in all),
 * apart from the words so a line can still wrap where the translation's would.
 */
export function pseudoLocalize(message) {
  let marked = message;
  for (const pattern of KEEP) marked = marked.replace(pattern, (kept) => `${DELIMITER}${kept}${DELIMITER}`);
  const accented = pseudolocale(marked, { prepend: "", append: "", delimiter: DELIMITER });
  const words = marked
    .split(DELIMITER)
    .filter((_, index) => index % 2 === 0)
    .join("");
  const side = Math.ceil((words.length * 0.35) / 2);
  // In runs of three, so padding never makes a word longer than the longest real one.
  const pad = Array.from({ length: Math.ceil(side / 3) }, (_, index) => "~".repeat(Math.min(3, side - index * 3))).join(
    " ",
  );
  return pad ? `${pad} ${accented.replaceAll(DELIMITER, "")} ${pad}` : accented.replaceAll(DELIMITER, "");
}

/** Fills every `en-XA.po` from its English msgids. */
export function fillPseudoLocale() {
  const files = readdirSync("src", { recursive: true, encoding: "utf8" })
    .filter((path) => path.includes("locales") && path.endsWith("/en-XA.po"))
    .map((path) => `src/${path}`);
  for (const file of files) {
    const catalogue = PO.parse(readFileSync(file, "utf8"));
    for (const item of catalogue.items) item.msgstr = [pseudoLocalize(item.msgid)];
    writeFileSync(file, catalogue.toString() + "\n");
  }
}

if (import.meta.url === `file://${process.argv[1]}`) fillPseudoLocale();
