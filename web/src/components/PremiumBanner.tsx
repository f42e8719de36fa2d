import { Trans } from "@lingui/react/macro";
import { Crown, Check } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export interface PremiumBannerProps {
  /** e.g. 'Premium Base64 Tools'. */
  title: string;
  /** The paid extras to name. */
  extras: readonly string[];
  className?: string;
}

/** The Premium upsell every tool page carries, naming that tool's paid extras. */
export function PremiumBanner({ title, extras, className }: PremiumBannerProps) {
  return (
    <section
      aria-label={title}
      className={cn(
        "flex flex-col gap-4 rounded-xl border border-premium/40 bg-gradient-to-br from-premium/15 via-card to-primary/10 p-6 sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
    >
      <div className="space-y-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Crown aria-hidden="true" className="size-5 text-premium" />
          {title}
        </h2>
        {extras.length > 0 && (
          <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted-foreground">
            {extras.map((extra) => (
              <li key={extra} className="flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-success" />
                {extra}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button asChild className="bg-premium text-premium-foreground hover:bg-premium/90">
        <Link to="/premium">
          <Trans>Upgrade Now</Trans>
        </Link>
      </Button>
    </section>
  );
}
