import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The message catalogues (README, "Translations"): one PO file per locale for the shell (app, components, lib,
 * features and every tool's catalogue card), and one per locale in each tool's folder for its page, loaded with it.
 * `npm run extract` adds new messages to every catalogue; `pseudo` is made from English by the build, accented and
 * 35 % longer, for the browser test that finds text left untranslated.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es", "fr", "de", "pt-BR", "ja", "zh-CN", "ar", "en-XA"],
  pseudoLocale: "en-XA",
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}",
      include: ["<rootDir>/src"],
      exclude: [
        "<rootDir>/src/tools/*/!(meta).{ts,tsx}",
        "**/*.test.{ts,tsx}",
        "**/*.e2e.ts",
        "**/*.d.ts",
        "<rootDir>/src/wasm/**",
      ],
    },
    {
      path: "<rootDir>/src/tools/{name}/locales/{locale}",
      include: ["<rootDir>/src/tools/{name}/"],
      exclude: ["**/meta.ts", "**/*.test.{ts,tsx}", "**/*.e2e.ts", "**/sweep.ts"],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
