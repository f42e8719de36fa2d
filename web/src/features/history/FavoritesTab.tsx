import type { ComponentType } from "react";
import { ArrowRight, Heart } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/EmptyState";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
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
  const uses = new Map(mostUsedTools(entries, Infinity).map((count) => [count.tool, count.count]));
  const tools = favorites.flatMap((favorite) => {
    const tool = favoriteTool(favorite);
    return tool && lookup(tool) ? [{ tool, favorite }] : [];
  });

  if (tools.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title="No favorite tools yet"
        description="Press the heart beside an activity, or ‘Add to Favorites’ on any tool, to keep it here."
      />
    );
  }

  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Favorite tools">
      {tools.map(({ tool, favorite }) => {
        const count = uses.get(tool) ?? 0;
        return (
          <li key={favorite.id}>
            <Card className="h-full gap-3 py-4">
              <CardHeader className="flex-row items-start justify-between gap-3">
                <div className="min-w-0 space-y-1">
                  <CardTitle as="h2" className="truncate text-lg">
                    {favorite.name}
                  </CardTitle>
                  <CardDescription>
                    Used {count} {count === 1 ? "time" : "times"}
                  </CardDescription>
                </div>
                <FavoriteToggle tool={tool} />
              </CardHeader>
              <CardContent className="mt-auto">
                <Button asChild variant="outline" size="sm">
                  <Link to={favorite.url} aria-label={`Open ${favorite.name}`}>
                    Open
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
