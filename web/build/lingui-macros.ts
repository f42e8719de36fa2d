import { transformAsync } from "@babel/core";
import linguiMacro from "@lingui/babel-plugin-lingui-macro";
import type { Plugin } from "vite";

/**
 * Lingui's macros (`<Trans>`, t`…`, msg`…`, plural) become message ids and catalogue lookups at build time. Only
 * the files that import a macro pass through Babel; everything else stays with Vite's own transform.
 */
export function linguiMacros(): Plugin {
  return {
    name: "penknife:lingui-macros",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.includes("/node_modules/") || !code.includes("@lingui/")) return null;
      if (!/from "@lingui\/(core|react)\/macro"/.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"] },
        plugins: [linguiMacro],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
