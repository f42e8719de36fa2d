import { lazy } from "react";
import { createBrowserRouter } from "react-router";
import { withCatalogues } from "@/lib/i18n/catalogues";
import { loadToolCatalogue } from "@/tools/registry";
import { Layout } from "./Layout";
import HomePage from "./pages/HomePage";

// Everything but the home page is its own chunk, so the first visit downloads only the shell and the catalogue;
// a tool's brings its words (lib/i18n/catalogues.ts).
const ToolPage = lazy(() => import("./pages/ToolPage"));
const FavoritesPage = lazy(() => import("@/features/favorites/FavoritesPage"));
const HistoryPage = lazy(() => import("./pages/HistoryPage"));
const PremiumPage = lazy(() => import("./pages/PremiumPage"));
const TermsPage = lazy(() => import("./pages/TermsPage"));
const PrivacyPage = lazy(() => import("./pages/PrivacyPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));
const ProfilePage = lazy(() => import("./pages/ProfilePage"));
const SignInPage = lazy(() => import("@/features/auth/SignInPage"));
const SignUpPage = lazy(() => import("@/features/auth/SignUpPage"));
const ForgotPasswordPage = lazy(() => import("@/features/auth/ForgotPasswordPage"));
const ResetPasswordPage = lazy(() => import("@/features/auth/ResetPasswordPage"));
const PasteViewPage = lazy(() =>
  withCatalogues(import("@/tools/pastebin-clone/ViewPage"), loadToolCatalogue("pastebin-clone")),
);
const SettingsPage = lazy(() => import("./pages/SettingsPage"));

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
