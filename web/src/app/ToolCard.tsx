import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { isBuilt, type CatalogueCard } from "@/tools/registry";

/**
 * One catalogue card. Its single link, the visible 'Use Tool' button, stretches over the whole card (the
 * "block link" pattern), so the card is one click target and one tab stop with no links nested in links, while the
 * heading and description stay plain text that screen readers read as the card's content. On phones the card is a
 * compact row (the button is clipped away; its link still covers the card), so a screen shows several tools.
 */
export function ToolCard({ card }: { card: CatalogueCard }) {
  const titleId = `tool-${card.slug}`;
  const built = isBuilt(card);
  const { i18n, t } = useLingui();
  const name = i18n._(card.name);
  return (
    <li>
      <Card
        aria-labelledby={titleId}
        role="article"
        className="group relative h-full gap-4 transition-shadow max-sm:gap-0 max-sm:py-4 hover:border-primary/40 hover:shadow-md has-focus-visible:border-ring has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
      >
        <CardHeader className="flex-row items-start gap-3 max-sm:px-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <card.tool.icon aria-hidden="true" className="size-5" />
          </span>
          <div className="space-y-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <CardTitle id={titleId} className="text-lg">
                {name}
              </CardTitle>
              {!built && (
                <Badge variant="outline">
                  <Trans>Coming soon</Trans>
                </Badge>
              )}
            </div>
            <CardDescription className="max-sm:line-clamp-2">{i18n._(card.description)}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="mt-auto" />
        <CardFooter className="max-sm:h-0 max-sm:overflow-hidden">
          <Button
            asChild
            variant="secondary"
            className="w-full group-hover:bg-primary group-hover:text-primary-foreground after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            <Link
              to={`/tools/${card.slug}`}
              aria-label={built ? t`Use Tool: ${name}` : t`Use Tool: ${name} (coming soon)`}
            >
              <Trans>Use Tool</Trans>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </li>
  );
}
