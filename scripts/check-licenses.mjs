// Fails when any Rust crate or npm package we ship or build with is not under a permissive licence
// (DESIGN.md: MIT, Apache-2.0, BSD, ISC, Zlib, MPL-2.0, Unicode, …). GPL/AGPL/LGPL anywhere fails.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";

const PERMISSIVE = new Set([
  "MIT",
  "MIT-0",
  "Apache-2.0",
  "Apache-2.0 WITH LLVM-exception",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "0BSD",
  "ISC",
  "Zlib",
  "MPL-2.0",
  "Unicode-3.0",
  "Unicode-DFS-2016",
  "Unlicense",
  "CC0-1.0",
  "BSL-1.0",
  "BlueOak-1.0.0",
  "CC-BY-4.0",
  "Python-2.0",
  "PSF-2.0",
  "IJG",
  "CDLA-Permissive-2.0",
  // The University of Illinois/NCSA licence (BSD-style: LLVM's before 2019), libFuzzer's in libfuzzer-sys, which
  // rav1e names for its own fuzz builds (`cfg(fuzzing)`), as our fuzzer does.
  "NCSA",
]);

/** An SPDX expression is acceptable when every AND-branch has an acceptable OR-alternative. */
function acceptable(expression) {
  const cleaned = expression.replace(/[()]/g, " ").replace(/\//g, " OR ").trim();
  return cleaned.split(/\s+AND\s+/).every((all) => all.split(/\s+OR\s+/).some((one) => PERMISSIVE.has(one.trim())));
}

const problems = [];

/**
 * The licence a package without a `license` field ships as a file (cli-table, which Lingui's CLI uses, ships
 * only its MIT LICENSE): read from the file's title, for the licences whose text names itself.
 */
function licenceFile(dir) {
  for (const name of ["LICENSE", "LICENSE.md", "LICENCE", "LICENSE.txt"]) {
    const file = join(dir, name);
    if (!existsSync(file)) continue;
    const title = readFileSync(file, "utf8").trim().split("\n")[0].trim();
    if (/^(The )?MIT License( \(MIT\))?$/i.test(title)) return "MIT";
    if (/^ISC License/i.test(title)) return "ISC";
  }
  return undefined;
}

const metadata = JSON.parse(
  execFileSync("cargo", ["metadata", "--format-version", "1", "--locked"], { maxBuffer: 1 << 28 }),
);
for (const p of metadata.packages) {
  if (!p.license || !acceptable(p.license)) problems.push(`crate ${p.name} ${p.version}: ${p.license ?? "no licence"}`);
}

function walk(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name.startsWith(".")) continue;
    const path = join(dir, name);
    if (name.startsWith("@")) {
      walk(path);
      continue;
    }
    const manifest = join(path, "package.json");
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, "utf8"));
      const license =
        typeof pkg.license === "string"
          ? pkg.license
          : (pkg.license?.type ?? pkg.licenses?.map((l) => l.type).join(" OR ") ?? licenceFile(path));
      if (!license || !acceptable(license)) problems.push(`npm ${pkg.name}@${pkg.version}: ${license ?? "no licence"}`);
    }
    walk(join(path, "node_modules"));
  }
}
walk("web/node_modules");
walk("crates/core/tests/npm/node_modules");

if (problems.length) {
  console.error(`Licence check failed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("Licence check: every crate and npm package is permissively licensed.");
