import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import lingui from "eslint-plugin-lingui";
import noLiteralJsxText from "./eslint/no-literal-jsx-text.js";

// The import rules of DESIGN.md: shared (components, lib) → tools / features → app.
// A tool never imports another tool or a feature; a feature never imports a tool or another feature.
const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  { ignores: ["dist", "src/wasm", "node_modules"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Every word a visitor reads is translated (CONTRIBUTING.md, "Write words a visitor reads").
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/**/*.e2e.ts", "src/**/sweep.ts"],
    plugins: { lingui, penknife: { rules: { "no-literal-jsx-text": noLiteralJsxText } } },
    rules: {
      "penknife/no-literal-jsx-text": "error",
      "lingui/t-call-in-function": "error",
      "lingui/no-expression-in-message": "error",
      "lingui/no-single-variables-to-translate": "error",
      "lingui/no-trans-inside-trans": "error",
    },
  },
  {
    // Plain browser scripts served as they are (theme-init.js runs before the app to avoid a flash).
    files: ["public/**/*.js"],
    languageOptions: {
      sourceType: "script",
      globals: { window: "readonly", document: "readonly", localStorage: "readonly", matchMedia: "readonly" },
    },
  },
  {
    // Node scripts run by hand or by the build (build/icons.mjs).
    files: ["build/**/*.mjs"],
    languageOptions: { globals: { URL: "readonly", process: "readonly", console: "readonly" } },
  },
  {
    files: ["src/components/**", "src/lib/**"],
    rules: restrict([
      {
        group: ["@/tools/*", "@/features/*", "@/app/*", "**/tools/**", "**/features/**", "**/app/**"],
        message: "shared code must not import tools, features or app",
      },
    ]),
  },
  {
    files: ["src/tools/*/**"],
    // e2e files (and each tool's sweep.ts, the accessibility sweep's action) drive the browser through e2e/harness.
    ignores: ["src/tools/registry.ts", "src/tools/*.test.ts", "src/tools/*/*.e2e.ts", "src/tools/*/sweep.ts"],
    rules: restrict([
      {
        group: ["@/features/*", "@/app/*", "**/features/**", "**/app/**"],
        message: "a tool must not import a feature or the app",
      },
      { group: ["@/tools/*/*", "../*/*"], message: "a tool must not import another tool" },
    ]),
  },
  {
    files: ["src/features/*/**"],
    // e2e files drive the browser through e2e/harness; they import no feature code.
    ignores: ["src/features/*/*.e2e.ts"],
    rules: restrict([
      {
        group: ["@/tools/*", "@/app/*", "**/tools/**", "**/app/**"],
        message: "a feature must not import a tool or the app",
      },
      { group: ["@/features/*/*", "../*/*"], message: "a feature must not import another feature" },
    ]),
  },
);
