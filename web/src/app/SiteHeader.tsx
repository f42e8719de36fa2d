import { useEffect, useId, useState } from "react";
import { Crown, Heart, History, LayoutGrid, Menu, PocketKnife, X } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { ThemeSwitcher } from "@/components/ThemeSwitcher";
import { cn } from "@/lib/cn";

const NAV_LINKS = [
  { to: "/", label: "All Tools", Icon: LayoutGrid },
  { to: "/favorites", label: "Favorites", Icon: Heart },
  { to: "/history", label: "History", Icon: History },
] as const;

const premiumButton = "bg-premium text-premium-foreground hover:bg-premium/90";

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // Close the mobile menu after navigating, and on Escape.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
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
        <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight" aria-label="Penknife home">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <PocketKnife aria-hidden="true" className="size-5" />
          </span>
          Penknife
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
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
              {label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1.5 lg:gap-2">
          <ThemeSwitcher />
          <Button asChild className={cn("hidden md:inline-flex", premiumButton)}>
            <Link to="/premium">
              <Crown aria-hidden="true" className="hidden lg:block" />
              Go Premium
            </Link>
          </Button>
          {/* Between md and lg there is room for one account button; Sign Up is a link away on the Sign In page. */}
          <div className="hidden items-center gap-2 md:flex">
            <Button asChild variant="ghost" className="px-3 lg:px-4">
              <Link to="/signin">Sign In</Link>
            </Button>
            <Button asChild variant="outline" className="hidden lg:inline-flex">
              <Link to="/signup">Sign Up</Link>
            </Button>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Toggle menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t bg-background md:hidden">
        <nav aria-label="Mobile" className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {NAV_LINKS.map(({ to, label, Icon }) => (
            <NavLink
              key={to}
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent",
                  isActive && "bg-accent text-accent-foreground",
                )
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </NavLink>
          ))}
          <Button asChild className={cn("mt-2 justify-start", premiumButton)}>
            <Link to="/premium">
              <Crown aria-hidden="true" />
              Go Premium
            </Link>
          </Button>
          <div className="mt-2 grid grid-cols-2 gap-2 border-t pt-3">
            <Button asChild variant="outline">
              <Link to="/signin">Sign In</Link>
            </Button>
            <Button asChild>
              <Link to="/signup">Sign Up</Link>
            </Button>
          </div>
        </nav>
      </div>
    </header>
  );
}
