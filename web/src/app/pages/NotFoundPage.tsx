import { useEffect } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, FileQuestion, House } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/document-title";
import { suggestTools } from "../search-index";

export interface NotFoundPageProps {
  /** The slug of a /tools/{slug} address that names no tool: the closest tools are offered instead. */
  mistypedSlug?: string;
}

/** Any path no route matches, and any tool address that names no tool. */
export default function NotFoundPage({ mistypedSlug }: NotFoundPageProps) {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  useDocumentTitle(t`Page not found`);
  const suggestions = mistypedSlug ? suggestTools(mistypedSlug) : [];

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-20 text-center sm:px-6">
      <FileQuestion aria-hidden="true" className="size-14 text-muted-foreground" />
      <p className="text-6xl font-extrabold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold">
        <Trans>Oops! Page not found</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      {suggestions.length > 0 && (
        <section aria-labelledby="did-you-mean" className="flex w-full flex-col gap-3 py-2">
          <h2 id="did-you-mean" className="text-lg font-semibold">
            <Trans>Did you mean</Trans>
          </h2>
          <ul className="flex flex-col gap-2 text-start">
            {suggestions.map((card) => (
              <li key={card.slug}>
                <Link
                  to={`/tools/${card.slug}`}
                  className="flex items-center gap-3 rounded-lg border bg-card p-3 transition-colors hover:border-primary/40 hover:bg-accent"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <card.tool.icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="flex-1 font-medium">{i18n._(card.name)}</span>
                  <ArrowRight aria-hidden="true" className="size-4 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Button asChild>
        <Link to="/">
          <House aria-hidden="true" />
          <Trans>Return to Home</Trans>
        </Link>
      </Button>
    </div>
  );
}
