import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The message catalogues (README, "Translations"), one PO file per locale each: the shell's (header, home page,
 * catalogue cards), the pages', the toolkit's, and each tool's own in its folder. A page downloads the words it
 * shows in its visitor's language only.
 * `npm run extract` adds new messages to every catalogue and rewrites `en-XA`, the pseudo-locale made from English
 * (build/pseudo-locale.mjs) for the browser test that finds text left untranslated.
 */
/** Not the app's words: tests, the accessibility sweep's actions, declarations, the generated engines. */
const NOT_APP = ["**/*.test.{ts,tsx}", "**/*.e2e.ts", "**/sweep.ts", "**/*.d.ts", "<rootDir>/src/wasm/**"];

/** A tool's page and what only it uses: its own catalogue, loaded with the page (tools/registry.ts). */
const TOOL_PAGES = ["<rootDir>/src/tools/*/!(meta).{ts,tsx}"];

/**
 * What every tool page's frame and shared screens say (the frame, its Premium box and share widget, image and
 * minifier screens, the code editor, IP cards) and the not-found page: the toolkit catalogue, loaded with any of
 * those pages and with the other pages below (which show the editor's languages). Not on the home page's first
 * load, which stays within its weight goal.
 */
const TOOLKIT = [
  "<rootDir>/src/app/pages/{ToolPage,NotFoundPage}.tsx",
  "<rootDir>/src/components/{ToolFrame,ShareFavoriteWidget,PremiumBanner,ToolPlaceholder,EngineGate,CopyButton}.tsx",
  "<rootDir>/src/features/favorites/useFavorites.ts",
  "<rootDir>/src/lib/worker-rpc.ts",
  "<rootDir>/src/components/image/**",
  "<rootDir>/src/components/code-screen/**",
  "<rootDir>/src/components/editor/**",
  "<rootDir>/src/components/{MinifierScreen,IpInfoCards,JsonStatisticsCard,JsonInputEditor}.tsx",
  "<rootDir>/src/lib/image/**",
  "<rootDir>/src/lib/ip-info.ts",
  "<rootDir>/src/lib/{json-refusals,minify}.ts",
];

/**
 * The pages other than the home and tool pages, and what only they use (accounts, settings, history, legal
 * pages): the pages catalogue, loaded with any of them (app/router.tsx). Everything not listed is the shell's,
 * loaded before the first render; a message missing from what a page loaded fails the browser tests.
 */
const PAGES = [
  "<rootDir>/src/app/pages/{Privacy,Terms,Legal,Premium,History,Settings,Profile}Page.tsx",
  "<rootDir>/src/features/settings/!(settings-sync).{ts,tsx}",
  "<rootDir>/src/features/history/{HistoryPage,AnalyticsTab,FavoritesTab,RecentActivityTab,StatisticsTab,ClearHistoryDialog,EmptyHistory,filters,stats,export}.{ts,tsx}",
  "<rootDir>/src/features/auth/{SignInPage,SignUpPage,ForgotPasswordPage,ResetPasswordPage,ProfilePage,AuthCard,SocialButtons,ConfirmEmailAlert,DeleteAccountCard,validation,profile,account-deletion}.{ts,tsx}",
  "<rootDir>/src/features/favorites/FavoritesPage.tsx",
];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es", "fr", "de", "pt-BR", "ja", "zh-CN", "ar", "en-XA"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}",
      include: ["<rootDir>/src"],
      exclude: [...TOOL_PAGES, ...PAGES, ...TOOLKIT, ...NOT_APP],
    },
    { path: "<rootDir>/src/locales/pages/{locale}", include: PAGES, exclude: NOT_APP },
    { path: "<rootDir>/src/locales/toolkit/{locale}", include: TOOLKIT, exclude: NOT_APP },
    {
      path: "<rootDir>/src/tools/{name}/locales/{locale}",
      include: ["<rootDir>/src/tools/{name}/"],
      exclude: ["**/meta.ts", ...NOT_APP],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
