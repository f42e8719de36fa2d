import { Suspense, useEffect } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, Outlet, ScrollRestoration, useLocation, useNavigate } from "react-router";
import { ErrorBoundary } from "@/components/ErrorBoundary";
import { AuthProvider } from "@/features/auth/AuthProvider";
import { AccountEffects } from "./AccountEffects";
import { AuthCallbackToast } from "./AuthCallbackToast";
import { ConnectionNotices } from "./ConnectionNotices";
import { DeferredToaster } from "./DeferredToaster";
import { useFocusHeadingOnNavigate } from "./focus-heading";
import { SiteHeader } from "./SiteHeader";
import { SEARCH_INPUT_ID, type HomeLocationState } from "./search";

function PageLoading() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center" data-loading="page">
      <span
        className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}

/** Ctrl+K / Cmd+K focuses the tool search, going home first when elsewhere. */
function useSearchShortcut() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
        return;
      event.preventDefault();
      const input = document.getElementById(SEARCH_INPUT_ID);
      if (pathname === "/" && input instanceof HTMLInputElement) {
        input.focus();
        input.select();
      } else {
        const state: HomeLocationState = { focusSearch: true };
        navigate("/", { state });
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [navigate, pathname]);
}

export function Layout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  useSearchShortcut();
  useFocusHeadingOnNavigate();

  return (
    <AuthProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
        >
          <Trans>Skip to content</Trans>
        </a>
        <SiteHeader />
        <ConnectionNotices />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <footer className="border-t">
          <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <p>
              <Trans>
                Penknife · Free tools that run in your browser: what you enter stays on your device, except a paste you
                share and an address you look up.
              </Trans>
            </p>
            <nav
              aria-label={t({
                message: "Legal",
                comment: "The name of the footer's links to the terms and privacy pages",
              })}
              className="flex gap-4"
            >
              <Link to="/terms" className="rounded-sm hover:text-foreground hover:underline">
                <Trans>Terms</Trans>
              </Link>
              <Link to="/privacy" className="rounded-sm hover:text-foreground hover:underline">
                <Trans>Privacy</Trans>
              </Link>
            </nav>
          </div>
        </footer>
        <DeferredToaster />
        <AuthCallbackToast />
        <AccountEffects />
        <ScrollRestoration />
      </div>
    </AuthProvider>
  );
}
