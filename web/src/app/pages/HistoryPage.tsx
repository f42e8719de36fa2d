import { useLingui } from "@lingui/react/macro";
import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useFavoriteToggle } from "@/features/favorites/useFavorites";
import History from "@/features/history/HistoryPage";
import { cn } from "@/lib/cn";
import { lookupTool } from "../tool-lookup";

/** The favorites feature's toggle (with its 'Added to favorites' / 'Removed from favorites' toasts) as a heart. */
function FavoriteToggle({ tool }: { tool: string }) {
  const { t } = useLingui();
  const info = lookupTool(tool);
  const { isFavorite, onToggle } = useFavoriteToggle(info?.name ?? tool, info?.url ?? `/tools/${tool}`);
  const name = info?.name ?? tool;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={isFavorite}
      aria-label={t`Favorite ${name}`}
      className="shrink-0 self-end sm:self-auto"
      onClick={onToggle}
    >
      <Heart aria-hidden="true" className={cn(isFavorite && "fill-current text-destructive")} />
    </Button>
  );
}

/** /history: the history feature, with the catalogue and the favorites feature's toggle. */
export default function HistoryPage() {
  return <History lookup={lookupTool} FavoriteToggle={FavoriteToggle} />;
}
