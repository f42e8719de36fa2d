import { Trans, useLingui } from "@lingui/react/macro";
import { Heart, Share2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { copyToClipboard } from "@/lib/clipboard";
import { cn } from "@/lib/cn";

export interface FavoriteToggle {
  isFavorite: boolean;
  onToggle: () => void;
}

export interface ShareFavoriteWidgetProps {
  /** Tool name: the share title. */
  title: string;
  /** Absolute URL to share or copy. */
  url: string;
  /** Omitted: no favorite button (e.g. a tool route that does not exist). */
  favorite?: FavoriteToggle;
  className?: string;
}

/** Share (Web Share API, else copy the link) and the 'Add to Favorites' ↔ 'Favorited' toggle. */
export function ShareFavoriteWidget({ title, url, favorite, className }: ShareFavoriteWidgetProps) {
  const { t } = useLingui();
  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: `${title} — Penknife`, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === "AbortError") return;
        // Otherwise (not allowed here, no share target) fall back to copying.
      }
    }
    if (await copyToClipboard(url)) {
      toast.success(t`Link copied`, { description: t`The link to this tool is on your clipboard.` });
    } else {
      toast.error(t`Copy Failed`, { description: t`Could not copy the link. Try selecting and copying manually.` });
    }
  }

  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      {favorite && (
        <Button
          variant={favorite.isFavorite ? "secondary" : "outline"}
          aria-pressed={favorite.isFavorite}
          onClick={favorite.onToggle}
        >
          <Heart aria-hidden="true" className={cn(favorite.isFavorite && "fill-current text-destructive")} />
          {favorite.isFavorite ? <Trans>Favorited</Trans> : <Trans>Add to Favorites</Trans>}
        </Button>
      )}
      <Button variant="outline" onClick={share}>
        <Share2 aria-hidden="true" />
        <Trans>Share</Trans>
      </Button>
    </div>
  );
}
