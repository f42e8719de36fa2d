import { lazy, Suspense, useEffect, useId, useState } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Crown, Heart, History, LayoutGrid, LogOut, Menu, PocketKnife, X } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import type { User } from "@supabase/auth-js";
import { Button } from "@/components/ui/button";
import { LanguagePicker } from "@/components/LanguagePicker";
import { ThemeSwitcher } from "@/components/ThemeSwitcher";
import { cn } from "@/lib/cn";
import { useAuth } from "@/features/auth/auth-context";
import { ACCOUNT_LINKS, avatarUrl, displayName } from "@/features/auth/display";
import { signInState } from "@/features/auth/redirect";
import { UserAvatar } from "@/features/auth/UserAvatar";
import { useSignOut } from "@/features/auth/useSignOut";

const NAV_LINKS = [
  { to: "/", label: msg`All Tools`, Icon: LayoutGrid },
  { to: "/favorites", label: msg`Favorites`, Icon: Heart },
  { to: "/history", label: msg`History`, Icon: History },
] as const;

// The avatar menu (Radix dropdown) loads only for signed-in visitors.
const UserMenu = lazy(() => import("@/features/auth/UserMenu").then((module) => ({ default: module.UserMenu })));

/** Holds the avatar's place while the session is read or the menu loads, so the header does not jump. */
const avatarPlaceholder = <span aria-hidden="true" className="block size-9 animate-pulse rounded-full bg-muted" />;

const premiumButton = "bg-premium text-premium-foreground hover:bg-premium/90";

export function SiteHeader() {
  const { i18n, t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const { loading, user } = useAuth();

  // Close the mobile menu after navigating (even to the same path, e.g. Sign In from /signin), and on Escape.
  const [lastKey, setLastKey] = useState(location.key);
  if (location.key !== lastKey) {
    setLastKey(location.key);
    setMenuOpen(false);
  }
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6 lg:gap-4">
        <Link
          to="/"
          className="flex min-h-11 items-center gap-2 rounded-md text-lg font-bold tracking-tight"
          aria-label={t`Penknife home`}
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <PocketKnife aria-hidden="true" className="size-5" />
          </span>
          Penknife
        </Link>

        <nav
          aria-label={t({ message: "Main", comment: "The name of the header's navigation, for screen readers" })}
          className="hidden items-center gap-1 md:flex"
        >
          {NAV_LINKS.map(({ to, label }) => (
            <NavLink
              key={to}
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  "rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground lg:px-3",
                  isActive ? "text-foreground" : "text-muted-foreground",
                )
              }
            >
              {i18n._(label)}
            </NavLink>
          ))}
        </nav>

        <div className="ms-auto flex items-center gap-1.5 lg:gap-2">
          <LanguagePicker className="hidden md:flex" />
          <ThemeSwitcher />
          <Button asChild className={cn("hidden md:inline-flex", premiumButton)}>
            <Link to="/premium">
              <Crown aria-hidden="true" className="hidden lg:block" />
              <Trans>Go Premium</Trans>
            </Link>
          </Button>
          {loading ? (
            <div className="hidden md:block">{avatarPlaceholder}</div>
          ) : user ? (
            <div className="hidden md:block">
              <Suspense fallback={avatarPlaceholder}>
                <UserMenu user={user} />
              </Suspense>
            </div>
          ) : (
            // Between md and lg there is room for one account button; Sign Up is a link away on the Sign In page.
            <div className="hidden items-center gap-2 md:flex">
              <Button asChild variant="ghost" className="px-3 lg:px-4">
                <Link to="/signin" state={signInState(location)}>
                  <Trans>Sign In</Trans>
                </Link>
              </Button>
              <Button asChild variant="outline" className="hidden lg:inline-flex">
                <Link to="/signup" state={signInState(location)}>
                  <Trans>Sign Up</Trans>
                </Link>
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="size-11 md:hidden"
            aria-label={t`Toggle menu`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t bg-background md:hidden">
        <nav
          aria-label={t({
            message: "Mobile",
            comment: "The name of the navigation in the phone menu, for screen readers",
          })}
          className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3"
        >
          {NAV_LINKS.map(({ to, label, Icon }) => (
            <NavLink
              key={to}
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  "flex min-h-11 items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent",
                  isActive && "bg-accent text-accent-foreground",
                )
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {i18n._(label)}
            </NavLink>
          ))}
          <LanguagePicker className="mt-2 [&_select]:h-11 [&_select]:w-full" />
          <Button asChild className={cn("mt-2 h-11 justify-start", premiumButton)}>
            <Link to="/premium">
              <Crown aria-hidden="true" />
              <Trans>Go Premium</Trans>
            </Link>
          </Button>
          {user ? (
            <MobileAccount user={user} />
          ) : (
            !loading && (
              <div className="mt-2 grid grid-cols-2 gap-2 border-t pt-3">
                <Button asChild variant="outline" className="h-11">
                  <Link to="/signin" state={signInState(location)}>
                    <Trans>Sign In</Trans>
                  </Link>
                </Button>
                <Button asChild className="h-11">
                  <Link to="/signup" state={signInState(location)}>
                    <Trans>Sign Up</Trans>
                  </Link>
                </Button>
              </div>
            )
          )}
        </nav>
      </div>
    </header>
  );
}

/** The account menu's links, less History and Premium: the mobile menu already lists those above. */
const MOBILE_ACCOUNT_LINKS = ACCOUNT_LINKS.filter(({ to }) => to !== "/history" && to !== "/premium");

/** The mobile menu's account part: who is signed in, their pages, and Sign out. */
function MobileAccount({ user }: { user: User }) {
  const { i18n, t } = useLingui();
  const name = displayName(user);
  const { signingOut, signOut } = useSignOut();
  const item = "flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent";
  return (
    <div className="mt-2 grid gap-1 border-t pt-3">
      <div className="flex items-center gap-3 px-3 py-2">
        <UserAvatar name={name} src={avatarUrl(user)} />
        <div className="min-w-0">
          <p className="truncate font-medium">{name}</p>
          {user.email && <p className="truncate text-sm text-muted-foreground">{user.email}</p>}
        </div>
      </div>
      {MOBILE_ACCOUNT_LINKS.map(({ to, label, Icon }) => (
        <Link key={to} to={to} className={item}>
          <Icon aria-hidden="true" className="size-4" />
          {i18n._(label)}
        </Link>
      ))}
      <button
        type="button"
        className={cn(item, "text-start disabled:opacity-50")}
        disabled={signingOut}
        onClick={() => void signOut()}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {signingOut ? t`Signing out...` : t`Sign out`}
      </button>
    </div>
  );
}
