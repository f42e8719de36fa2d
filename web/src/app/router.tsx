import { lazy } from "react";
import { createBrowserRouter } from "react-router";
import { loadPagesCatalogue, loadToolkitCatalogue, withCatalogues } from "@/lib/i18n/catalogues";
import { loadToolCatalogue } from "@/tools/registry";
import { Layout } from "./Layout";
import HomePage from "./pages/HomePage";

// Everything but the home page is its own chunk, so the first visit downloads only the shell and the catalogue;
// each brings its words (lib/i18n/catalogues.ts).
const ToolPage = lazy(() => withCatalogues(import("./pages/ToolPage"), loadToolkitCatalogue()));
const FavoritesPage = lazy(() => withCatalogues(import("@/features/favorites/FavoritesPage"), loadPagesCatalogue()));
const HistoryPage = lazy(() => withCatalogues(import("./pages/HistoryPage"), loadPagesCatalogue()));
const PremiumPage = lazy(() => withCatalogues(import("./pages/PremiumPage"), loadPagesCatalogue()));
const TermsPage = lazy(() => withCatalogues(import("./pages/TermsPage"), loadPagesCatalogue()));
const PrivacyPage = lazy(() => withCatalogues(import("./pages/PrivacyPage"), loadPagesCatalogue()));
const NotFoundPage = lazy(() => withCatalogues(import("./pages/NotFoundPage"), loadToolkitCatalogue()));
const ProfilePage = lazy(() => withCatalogues(import("./pages/ProfilePage"), loadPagesCatalogue()));
const SignInPage = lazy(() => withCatalogues(import("@/features/auth/SignInPage"), loadPagesCatalogue()));
const SignUpPage = lazy(() => withCatalogues(import("@/features/auth/SignUpPage"), loadPagesCatalogue()));
const ForgotPasswordPage = lazy(() =>
  withCatalogues(import("@/features/auth/ForgotPasswordPage"), loadPagesCatalogue()),
);
const ResetPasswordPage = lazy(() => withCatalogues(import("@/features/auth/ResetPasswordPage"), loadPagesCatalogue()));
const PasteViewPage = lazy(() =>
  withCatalogues(
    import("@/tools/pastebin-clone/ViewPage"),
    loadToolkitCatalogue(),
    loadToolCatalogue("pastebin-clone"),
  ),
);
const SettingsPage = lazy(() => withCatalogues(import("./pages/SettingsPage"), loadPagesCatalogue()));

/** The site's routes, under `basename` (the locale's prefix: "" in English, `/es` in Spanish…). */
export const createRouter = (basename: string) =>
  createBrowserRouter(
    [
      {
        element: <Layout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: "tools/:slug", element: <ToolPage /> },
          { path: "paste/:id", element: <PasteViewPage /> },
          { path: "favorites", element: <FavoritesPage /> },
          { path: "history", element: <HistoryPage /> },
          { path: "premium", element: <PremiumPage /> },
          { path: "settings", element: <SettingsPage /> },
          { path: "profile", element: <ProfilePage /> },
          { path: "signin", element: <SignInPage /> },
          { path: "signup", element: <SignUpPage /> },
          { path: "forgot-password", element: <ForgotPasswordPage /> },
          { path: "reset-password", element: <ResetPasswordPage /> },
          { path: "terms", element: <TermsPage /> },
          { path: "privacy", element: <PrivacyPage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
    { basename: basename || "/" },
  );
