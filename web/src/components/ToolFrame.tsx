import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, ChevronRight, Crown } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { PremiumBanner } from "@/components/PremiumBanner";
import { ShareFavoriteWidget, type FavoriteToggle } from "@/components/ShareFavoriteWidget";

export interface ToolFrameProps {
  /** Tool name: the page heading and the last breadcrumb. */
  name: string;
  /** The heading when it differs from the name (the breadcrumb keeps the name). */
  heading?: string;
  /** One line under the heading. */
  description?: string;
  /** The paid extras the Premium banner names. */
  premiumExtras: readonly string[];
  /** The upsell banner's title; default 'Premium {name}'. */
  premiumTitle?: string;
  /** Absolute URL the Share button shares. */
  shareUrl: string;
  /** The favorite toggle, handed in by the app (this component knows no feature). */
  favorite?: FavoriteToggle;
  children: ReactNode;
}

/** What every tool page shares: back link, breadcrumb, title, share/favorite, Go Premium and the upsell banner. */
export function ToolFrame(props: ToolFrameProps) {
  const { name, heading, description, premiumExtras, premiumTitle, shareUrl, favorite, children } = props;
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <div className="flex flex-col gap-3">
        <Button asChild variant="ghost" size="sm" className="-ms-3 w-fit text-muted-foreground">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            <Trans>Back to Tools</Trans>
          </Link>
        </Button>
        <nav aria-label={t`Breadcrumb`}>
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
            <li>
              <Link to="/" className="rounded-sm hover:text-foreground hover:underline">
                <Trans>All Tools</Trans>
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li aria-current="page" className="font-medium text-foreground">
              {name}
            </li>
          </ol>
        </nav>
      </div>

      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{heading ?? name}</h1>
          {description && <p className="max-w-2xl text-muted-foreground">{description}</p>}
        </div>
        {/* On wide screens the actions keep one line; the heading and description take what is left. */}
        <div className="flex flex-wrap items-center gap-2 lg:shrink-0 lg:flex-nowrap">
          <ShareFavoriteWidget title={name} url={shareUrl} favorite={favorite} />
          <Button asChild className="bg-premium text-premium-foreground hover:bg-premium/90">
            <Link to="/premium">
              <Crown aria-hidden="true" />
              <Trans>Go Premium</Trans>
            </Link>
          </Button>
        </div>
      </header>

      <div className="min-w-0">{children}</div>

      <PremiumBanner title={premiumTitle ?? t`Premium ${name}`} extras={premiumExtras} />
    </div>
  );
}
