// Independent check for tests/minify_css_libraries.rs: parses two style sheets with postcss (not lightningcss)
// and compares their rule structure. Reads {"mode", "before", "after"} as JSON on stdin, prints a JSON report.
//
// Each rule with at least one declaration becomes an entry: its at-rule context (`@media …` chain), its
// selectors, and its declarations. Selectors and at-rule parameters are compared without whitespace and
// quotes, which minifiers legitimately remove (`a > b` = `a>b`, `[type="x"]` = `[type=x]`).
//  - mode "structure": same entries in the same order, each with the same multiset of property names (values
//    are the engine's business; the Rust side checks them through lightningcss's canonical form).
//  - mode "permutation": same entries in the same order, each with the same multiset of `property:value`
//    declarations — `after` may only reorder declarations inside a block.
//  - mode "selectors": the same set of (context, single selector) pairs — merging may regroup rules but must
//    neither lose nor invent a selector.
const postcss = require("postcss");

const squash = (s) =>
  s
    .trim()
    .replace(/\s+/g, " ")
    .replace(/\s*([>+~,()[\]=])\s*/g, "$1")
    .replace(/["']/g, "")
    .toLowerCase();

// At-rule parameters: whitespace next to punctuation carries nothing (`(min-width: 1px)` = `(min-width:1px)`).
const params = (s) => squash(s).replace(/\s*([:(),])\s*/g, "$1");

// Selector spellings with one meaning: `*` before another simple selector is implied (`*::before` =
// `::before`), and the four CSS2 pseudo-elements may take one colon (`::before` = `:before`).
const selector = (s) =>
  squash(s)
    .replace(/\*(?=[.#[:])/g, "")
    .replace(/::(before|after|first-line|first-letter)\b/g, ":$1")
    .replace(/\((even|2n\+0)\)/g, "(2n)")
    .replace(/\(odd\)/g, "(2n+1)")
    .replace(/:nth-(last-)?(child|of-type)\(1\)/g, (_, last, kind) => `:${last ? "last" : "first"}-${kind}`);

// Inside `@container` (supported only by browsers with range syntax) `(max-width:X)` = `(width<=X)`.
const container = (s) => s.replace(/\((min|max)-(width|height):([^)]+)\)/g, (_, m, d, v) => `(${d}${m === "min" ? ">=" : "<="}${v})`);

function entries(css) {
  const out = [];
  postcss.parse(css).walkRules((rule) => {
    const decls = rule.nodes.filter((n) => n.type === "decl");
    if (decls.length === 0) return;
    const context = [];
    for (let p = rule.parent; p && p.type !== "root"; p = p.parent) {
      if (p.type === "atrule") {
        const name = p.name.toLowerCase();
        context.unshift(`@${name} ${name === "container" ? container(params(p.params)) : params(p.params)}`);
      }
      else if (p.type === "rule") context.unshift(selector(p.selector));
    }
    if (context.some((c) => c.startsWith("@keyframes") || c.startsWith("@-webkit-keyframes"))) {
      // Keyframe selectors: `from` = `0%`, `to` = `100%`.
      rule.selector = rule.selector.replace(/\bfrom\b/g, "0%").replace(/\bto\b/g, "100%");
    }
    out.push({
      context: context.join(" "),
      selectors: rule.selectors.map(selector),
      props: decls.map((d) => d.prop.toLowerCase() + (d.important ? "!" : "")).sort(),
      decls: decls.map((d) => `${d.prop.toLowerCase()}:${squash(d.value)}${d.important ? "!" : ""}`).sort(),
    });
  });
  return out;
}

let input = "";
process.stdin.on("data", (d) => (input += d)).on("end", () => {
  const { mode, before, after } = JSON.parse(input);
  const a = entries(before);
  const b = entries(after);
  const problems = [];
  if (mode === "selectors") {
    const keys = (list) => new Set(list.flatMap((e) => e.selectors.map((s) => `${e.context} | ${s}`)));
    const [ka, kb] = [keys(a), keys(b)];
    for (const k of ka) if (!kb.has(k)) problems.push(`lost: ${k}`);
    for (const k of kb) if (!ka.has(k)) problems.push(`invented: ${k}`);
  } else {
    const field = mode === "structure" ? "props" : "decls";
    if (a.length !== b.length) problems.push(`rule count ${a.length} → ${b.length}`);
    for (let i = 0; i < Math.min(a.length, b.length) && problems.length < 10; i++) {
      const [x, y] = [a[i], b[i]];
      const same =
        x.context === y.context &&
        x.selectors.join(",") === y.selectors.join(",") &&
        x[field].join(";") === y[field].join(";");
      if (!same) problems.push(`rule ${i}: ${JSON.stringify(x)} → ${JSON.stringify(y)}`);
    }
  }
  console.log(JSON.stringify({ rules: [a.length, b.length], problems: problems.slice(0, 10), count: problems.length }));
});
