import type { ComponentType } from "react";
import { Heart } from "lucide-react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { EmptyState } from "@/components/EmptyState";
import { ToolLinkCard } from "@/components/ToolLinkCard";
import type { Favorite } from "@/lib/favorites-store";
import type { HistoryEntry } from "@/lib/history-store";
import { mostUsedTools } from "./stats";
import { favoriteTool } from "./sync";
import type { ToolLookup } from "./tool-lookup";

/** The saved tools, each with how often it was used; the toggle removes (or re-adds) one. */
export function FavoritesTab({
  favorites,
  entries,
  lookup,
  FavoriteToggle,
}: {
  favorites: Favorite[];
  entries: HistoryEntry[];
  lookup: ToolLookup;
  FavoriteToggle: ComponentType<{ tool: string }>;
}) {
  const { t } = useLingui();
  const uses = new Map(mostUsedTools(entries, Infinity).map((count) => [count.tool, count.count]));
  const tools = favorites.flatMap((favorite) => {
    const tool = favoriteTool(favorite);
    return tool && lookup(tool) ? [{ tool, favorite }] : [];
  });

  if (tools.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title={t`No favorite tools yet`}
        description={t`Press the heart beside an activity, or ‘Add to Favorites’ on any tool, to keep it here.`}
      />
    );
  }

  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={t`Favorite tools`}>
      {tools.map(({ tool, favorite }) => {
        const count = uses.get(tool) ?? 0;
        return (
          <li key={favorite.id}>
            <ToolLinkCard
              name={favorite.name}
              url={favorite.url}
              description={t`${plural(count, { one: "Used # time", other: "Used # times" })}`}
              action={<FavoriteToggle tool={tool} />}
              className="gap-3 py-4"
            />
          </li>
        );
      })}
    </ul>
  );
}
