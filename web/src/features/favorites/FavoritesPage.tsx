import { ArrowRight, Heart, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { EmptyState } from "@/components/EmptyState";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useDocumentTitle } from "@/lib/document-title";
import { useFavorites } from "./useFavorites";

/** /favorites: the tools saved in this browser. */
export default function FavoritesPage() {
  const { favorites, removeFavorite } = useFavorites();
  useDocumentTitle("Favorites");

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <header className="mb-6 space-y-2">
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <Heart aria-hidden="true" className="size-7 text-destructive" />
          Favorites
        </h1>
        <p className="text-muted-foreground">
          Your saved tools, kept in this browser; signed in, they follow your account to every device.
        </p>
      </header>

      {favorites.length === 0 ? (
        <EmptyState
          icon={Heart}
          title="No favorites yet"
          description="Press ‘Add to Favorites’ on any tool to keep it here for quick access."
          action={{ label: "Browse Tools", to: "/" }}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Saved tools">
          {favorites.map((favorite) => (
            <li key={favorite.id}>
              <Card className="h-full gap-4 py-5">
                <CardHeader className="flex-row items-start justify-between gap-3">
                  <div className="min-w-0 space-y-1">
                    <CardTitle as="h2" className="truncate text-lg">
                      {favorite.name}
                    </CardTitle>
                    <CardDescription>Added {favorite.addedAt.toLocaleDateString()}</CardDescription>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${favorite.name} from favorites`}
                    className="-mt-1 -mr-2 text-muted-foreground hover:text-destructive"
                    onClick={() => {
                      if (removeFavorite(favorite.id)) {
                        toast("Removed from favorites", {
                          description: `${favorite.name} has been removed from your favorites.`,
                        });
                      }
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
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
          ))}
        </ul>
      )}
    </div>
  );
}
