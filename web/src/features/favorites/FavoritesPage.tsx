import { Heart, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "@/components/EmptyState";
import { ToolLinkCard } from "@/components/ToolLinkCard";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/document-title";
import { useFavorites } from "./useFavorites";

/** /favorites: the tools saved in this browser. */
export default function FavoritesPage() {
  const { favorites, removeFavorite } = useFavorites();
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Favorites`);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <header className="mb-6 space-y-2">
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <Heart aria-hidden="true" className="size-7 text-destructive" />
          <Trans>Favorites</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>Your saved tools, kept in this browser; signed in, they follow your account to every device.</Trans>
        </p>
      </header>

      {favorites.length === 0 ? (
        <EmptyState
          icon={Heart}
          title={t`No favorites yet`}
          description={t`Press ‘Add to Favorites’ on any tool to keep it here for quick access.`}
          action={{ label: t`Browse Tools`, to: "/" }}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t`Saved tools`}>
          {favorites.map((favorite) => {
            const name = favorite.name;
            const date = i18n.date(favorite.addedAt, { year: "numeric", month: "numeric", day: "numeric" });
            return (
              <li key={favorite.id}>
                <ToolLinkCard
                  name={name}
                  url={favorite.url}
                  description={t`Added ${date}`}
                  action={
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t`Remove ${name} from favorites`}
                      className="-mt-1 -me-2 text-muted-foreground hover:text-destructive"
                      onClick={() => {
                        if (removeFavorite(favorite.id)) {
                          toast(t`Removed from favorites`, {
                            description: t`${name} has been removed from your favorites.`,
                          });
                        }
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  }
                  className="gap-4 py-5"
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
