import { createElement, lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from "react";
import { useParams } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { ErrorBoundary } from "@/components/ErrorBoundary";
import { ToolFrame } from "@/components/ToolFrame";
import { ToolPlaceholder } from "@/components/ToolPlaceholder";
import { useDocumentTitle } from "@/lib/document-title";
import { titleFromSlug } from "@/lib/slug";
import { openToolSession } from "@/lib/tool-events";
import { useFavoriteToggle } from "@/features/favorites/useFavorites";
import { withCatalogues } from "@/lib/i18n/catalogues";
import { findTool, loadToolCatalogue, toolFolders, tools } from "@/tools/registry";
import type { ToolMeta } from "@/tools/tool-meta";

/**
 * One lazy component per built screen, made once so React keeps its state across renders. It renders once its
 * code and its words (the tool's catalogue in the page's language) are both in.
 */
const screens = new Map<ToolMeta, LazyExoticComponent<ComponentType>>(
  tools.flatMap((tool) => {
    const { page } = tool;
    if (!page) return [];
    const folder = toolFolders.get(tool) ?? tool.slug;
    return [[tool, lazy(() => withCatalogues(page(), loadToolCatalogue(folder)))] as const];
  }),
);

/** Its own chunk, as in the router: it brings the fuzzy matcher, which a tool page has no use for. */
const NotFoundPage = lazy(() => import("./NotFoundPage"));

function ToolLoading() {
  return (
    <div
      role="status"
      className="flex min-h-48 items-center justify-center rounded-xl border border-dashed"
      data-loading="tool"
    >
      <span
        className="size-7 animate-spin rounded-full border-4 border-primary/20 border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">
        <Trans>Loading tool…</Trans>
      </span>
    </div>
  );
}

/** /tools/:slug — the tool's screen (or, for a listed tool not built yet, the 'under development' placeholder)
 *  inside the common frame; the not-found screen, with the closest tools, for a slug that names no tool. */
export default function ToolPage() {
  const { slug = "" } = useParams();
  const tool = findTool(slug);
  return tool ? <ToolScreen tool={tool} slug={slug} /> : <NotFoundPage mistypedSlug={slug} />;
}

function ToolScreen({ tool, slug }: { tool: ToolMeta; slug: string }) {
  const path = `/tools/${tool.slug}`;
  const { i18n, t } = useLingui();
  const name = i18n._(tool.name);
  const favorite = useFavoriteToggle(name, path);
  useDocumentTitle(name);
  // History's durations count from here: the time spent on this visit to the tool.
  useEffect(() => openToolSession(tool.slug), [tool.slug]);

  const screen = screens.get(tool);

  return (
    <ToolFrame
      name={name}
      heading={tool.heading && i18n._(tool.heading)}
      description={i18n._(tool.description)}
      premiumExtras={tool.premiumExtras.map((extra) => i18n._(extra))}
      premiumTitle={tool.premiumTitle && i18n._(tool.premiumTitle)}
      shareUrl={new URL(path, window.location.origin).href}
      favorite={favorite}
    >
      {screen ? (
        <ErrorBoundary resetKey={slug} title={t`${name} failed to load`}>
          <Suspense fallback={<ToolLoading />}>{createElement(screen)}</Suspense>
        </ErrorBoundary>
      ) : (
        <ToolPlaceholder title={titleFromSlug(slug)} />
      )}
    </ToolFrame>
  );
}
